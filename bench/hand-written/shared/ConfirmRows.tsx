// The confirm step's rows, label and value, as the product's confirm view lists them.
import { List } from 'antd-mobile';

export interface Row {
  label: string;
  value: string;
  emphasis?: boolean;
  /** Left out when it has no value. */
  optional?: boolean;
}

export function ConfirmRows({ rows }: { rows: Row[] }) {
  return (
    <List className="step-fields">
      {rows
        .filter((row) => !(row.optional && row.value === ''))
        .map((row, i) => (
          <List.Item key={i} extra={<span className={row.emphasis ? 'field-value field-value--emphasis' : 'field-value'}>{row.value}</span>}>
            {row.label}
          </List.Item>
        ))}
    </List>
  );
}
