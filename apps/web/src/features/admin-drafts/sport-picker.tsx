import type { Sport } from '@shred/contract';
import { SelectField } from '../../ui/select-field.tsx';

interface SportPickerProps {
  sports: readonly Sport[];
  value: string;
  onChange: (slug: string) => void;
  className?: string;
}

/** Which sport a staff draft screen works on. */
export function SportPicker({ sports, value, onChange, className }: SportPickerProps) {
  return (
    <SelectField
      label="Sport"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {sports.map((sport) => (
        <option key={sport.slug} value={sport.slug}>
          {sport.name}
        </option>
      ))}
    </SelectField>
  );
}
