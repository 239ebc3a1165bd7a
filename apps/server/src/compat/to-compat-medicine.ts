import type { CompatMedicine, MedicineSummary } from '@tabib/contracts';

/** A card of the spec's product grid: `name` and `price`. */
export function toCompatProduct(m: MedicineSummary) {
  return {
    id: m.id,
    slug: m.slug,
    name: m.brand,
    price: m.priceEgp,
    generic: m.generic,
    form: m.form,
    strength: m.strength,
    category: m.category.name,
    prescription: m.prescription,
  };
}

/** A row of the spec's medicine table: `id`, `Name`, `Description`. */
export function toCompatMedicine(m: MedicineSummary): CompatMedicine {
  return {
    id: m.id,
    slug: m.slug,
    Name: m.brand,
    Description: m.description,
    Generic: m.generic,
    Form: m.form,
    Strength: m.strength,
    Category: m.category.name,
    Price: m.priceEgp,
    Prescription: m.prescription,
  };
}
