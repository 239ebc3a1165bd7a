import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cut } from '../format.ts';
import { normaliseSearchText } from '../search-text.ts';

export interface ComboOption {
  value: string;
  label: string;
}

const POPULAR_MAX = 20;
const LABEL_MAX = 20;

/**
 * An editable combobox (WAI-ARIA APG "list autocomplete"): empty, it lists the 20 most popular
 * entries in two columns; typing filters every entry, whatever the Arabic spelling. Arrow keys move,
 * Home/End jump to the ends of the list until something is typed, Enter chooses, Escape closes. Choosing
 * the "any" entry clears the value.
 */
export function PopularCombobox({
  label,
  anyLabel,
  options,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  anyLabel: string;
  options: ComboOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('doctors');
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const shown = useMemo(() => {
    const q = typed === null ? '' : normaliseSearchText(typed);
    const matches = q ? options.filter((o) => normaliseSearchText(o.label).includes(q)) : options;
    return [{ value: '', label: anyLabel }, ...matches.slice(0, POPULAR_MAX)];
  }, [typed, options, anyLabel]);

  const choose = (option: ComboOption) => {
    onChange(option.value || undefined);
    setTyped(null);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + shown.length) % shown.length);
    } else if ((e.key === 'Home' || e.key === 'End') && open && !typed) {
      // With nothing typed, Home and End jump in the list; with text, they move the caret, as in any text box.
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : shown.length - 1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setTyped(null);
    }
  };

  const activeId = open && shown[active] ? `${id}-opt-${active}` : undefined;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        disabled={disabled}
        value={typed ?? selected?.label ?? ''}
        placeholder={anyLabel}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setTyped(null);
        }}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(e.target.value ? 1 : 0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 disabled:bg-slate-100"
      />
      <div
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:min-w-[28rem]"
      >
        <p className="px-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase" aria-hidden="true">
          {typed ? t('combo.matches') : t('combo.popular')}
        </p>
        <ul id={listId} role="listbox" aria-label={label} className="grid grid-cols-2 gap-1">
          {shown.map((o, i) => (
            <li
              key={o.value || 'any'}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={(o.value || undefined) === value}
              aria-label={o.label}
              title={o.label}
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer rounded-lg px-2 py-1.5 text-sm ${
                i === active ? 'bg-brand-100 text-brand-900' : 'text-slate-800'
              } ${(o.value || undefined) === value ? 'font-bold' : ''}`}
            >
              {cut(o.label, LABEL_MAX)}
            </li>
          ))}
          {shown.length === 1 && typed ? (
            <li role="presentation" className="col-span-2 px-2 py-1.5 text-sm text-slate-600">
              {t('combo.none')}
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
