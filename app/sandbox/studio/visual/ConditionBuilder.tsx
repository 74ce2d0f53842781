// A branch's condition built with react-querybuilder over the fields the step can see
// (condition.ts), read from and written as the flow's JSON Logic. The query is kept while it is
// edited (its rules keep their ids, so the focus stays); a change from elsewhere (the JSON view,
// undo) replaces it.
import { useEffect, useRef, useState } from 'react';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import type { Locale } from '../../../../engine/core/flow-types';
import { toLogic, toQuery } from './condition';
import { sayV } from './texts';

const OPERATORS = ['=', '!=', '<', '<=', '>', '>='].map((name) => ({ name, value: name, label: name }));

interface Props {
  locale: Locale;
  label: string;
  when: unknown;
  fields: string[];
  onChange: (when: unknown) => void;
}

export function ConditionBuilder({ locale, label, when, fields, onChange }: Props) {
  const [query, setQuery] = useState<RuleGroupType | null>(() => toQuery(when));
  const written = useRef(JSON.stringify(when));
  useEffect(() => {
    if (JSON.stringify(when) !== written.current) {
      written.current = JSON.stringify(when);
      setQuery(toQuery(when));
    }
  }, [when]);
  if (!query)
    return (
      <div className="visual-condition" role="group" aria-label={label}>
        <p>{sayV(locale, 'conditionNotShown', { logic: JSON.stringify(when) })}</p>
        <button type="button" className="studio-button" onClick={() => setQuery({ combinator: 'and', rules: [] })}>
          {sayV(locale, 'newCondition')}
        </button>
      </div>
    );
  return (
    <div className="visual-condition" role="group" aria-label={label}>
      <QueryBuilder
        fields={fields.map((f) => ({ name: f, label: f }))}
        // The comparisons the journey engine's JSON Logic evaluates as written.
        operators={OPERATORS}
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          const logic = toLogic(q);
          written.current = JSON.stringify(logic);
          onChange(logic);
        }}
        enableMountQueryChange={false}
        controlClassnames={{ queryBuilder: "visual-qb" }}
      />
    </div>
  );
}
