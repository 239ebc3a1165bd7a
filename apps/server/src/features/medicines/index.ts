// The medicines feature's public entry: what other features, compat/ and the demo seed may use.
export { createMedicine } from './create-medicine.ts';
export { getMedicine } from './get-medicine.ts';
export { listMedicines } from './list-medicines.ts';
export { medicineRoutes } from './routes.ts';
export { seedMedicines } from './seed-medicines.ts';
