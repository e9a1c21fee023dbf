import f from '@/components/registration/forms.module.css';
import a from './admin.module.css';

/** An admin panel's heading with the select that filters its list beside it. */
export function FilteredHeading<V extends string>({
  id,
  heading,
  filterLabel,
  value,
  options,
  onChange,
}: {
  /** Names the heading (`<id>-heading`), the select (`<id>-filter`) and its test id. */
  id: string;
  heading: string;
  filterLabel: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className={a.panelHead}>
      <h2 id={`${id}-heading`} className={a.panelHeading}>
        {heading}
      </h2>
      <div className={f.field}>
        <label htmlFor={`${id}-filter`} className={f.label}>
          {filterLabel}
        </label>
        <select
          id={`${id}-filter`}
          className={f.select}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
          data-testid={`${id}-filter`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
