// Search (/search/index): journeys of the menu by their titles and keywords in all three
// languages, and, for a logged-on customer, the registered payees and recent transfer records.
// Traditional and Simplified Chinese find each other (app/search/han-variants.ts). This page
// is its own lazily loaded chunk with the conversion table; no other page carries it.
import { useEffect, useId, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from '../routing/use-search-params';
import { useServices } from '../services';
import { formatMoney } from '../../domain/format';
import { ALL_ENTRIES } from '../menu/entries';
import { journeySearchables } from '../menu/keywords';
import { MenuIcon } from '../menu/MenuIcon';
import { homeText } from '../menu/texts';
import { searchItems } from '../search/match';

interface Payee {
  payeeId: string;
  name: string;
  bankCode: string;
  accountNo: string;
  nickname?: string;
}

interface TransferRecord {
  transferId: string;
  referenceNo: string;
  payeeName: string;
  payeeAccountNo: string;
  currency: string;
  amount: number;
  createdAt: string;
  notes?: string;
}

const MAX_RECORDS = 50;

export const SearchPage = observer(function SearchPage() {
  const { session, client, locale } = useServices();
  const l = locale.current;
  const [params, setParams] = useSearchParams();
  // The box's text is the page's own state, set on every keystroke; the address follows it (kept
  // with replace, so a reload or a shared link keeps the search). Driven by the address alone, the
  // box took its text from a navigation that can land after the next keystroke, and fast typing
  // lost letters or got back text the customer had just cleared.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    if (query !== inAddress) setParams(query ? { q: query } : {}, { replace: true });
    // Only the customer's typing moves the address: it is not written back when it catches up.
  }, [query]);
  const [payees, setPayees] = useState<Payee[]>([]);
  const [records, setRecords] = useState<TransferRecord[]>([]);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!session.isLogon) return;
    client
      .call('ITSI200002', {}, { loading: false })
      .then((data) => setPayees(data.payees))
      .catch(() => setPayees([]));
    client
      .call('ITSI300002', { pageNo: 1, pageSize: MAX_RECORDS }, { loading: false })
      .then((data) => setRecords(data.records as TransferRecord[]))
      .catch(() => setRecords([]));
  }, [session.isLogon, client]);

  const journeys = useMemo(() => journeySearchables(ALL_ENTRIES), []);
  const foundJourneys = useMemo(() => searchItems(query, journeys), [query, journeys]);
  const foundPayees = useMemo(
    () => searchItems(query, payees.map((p) => ({ item: p, texts: [p.name, p.nickname ?? '', p.accountNo] }))),
    [query, payees],
  );
  const foundRecords = useMemo(
    () => searchItems(query, records.map((r) => ({ item: r, texts: [r.payeeName, r.referenceNo, r.payeeAccountNo, r.notes ?? ''] }))),
    [query, records],
  );
  const total = foundJourneys.length + foundPayees.length + foundRecords.length;
  const searching = query.trim().length > 0;

  return (
    <div className="search-page">
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-label">
          {homeText('searchLabel', l)}
        </label>
        <input
          id={inputId}
          className="search-input"
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <p id={hintId} className="search-hint">
          {homeText('searchHint', l)}
          {!session.isLogon && ` ${homeText('logOnForMore', l)}`}
        </p>
      </form>
      <p role="status" className="search-status">
        {searching ? (total ? homeText('results', l, { n: total }) : homeText('noResult', l)) : ''}
      </p>
      {foundJourneys.length > 0 && (
        <ResultSection title={homeText('services', l)}>
          {foundJourneys.map((entry) => (
            <li key={entry.flowId}>
              <a className="menu-link" href={`#${entry.route}`} data-flow={entry.flowId}>
                <MenuIcon name={entry.icon} />
                <span>{entry.title[l]}</span>
              </a>
            </li>
          ))}
        </ResultSection>
      )}
      {foundPayees.length > 0 && (
        <ResultSection title={homeText('payees', l)}>
          {foundPayees.map((p) => (
            <li key={p.payeeId}>
              <a className="menu-link" href="#/transfer-pay/payee-register-index">
                <MenuIcon name="payee" />
                <span>
                  {p.nickname ? `${p.nickname} (${p.name})` : p.name}
                  <span className="search-detail">{p.accountNo}</span>
                </span>
              </a>
            </li>
          ))}
        </ResultSection>
      )}
      {foundRecords.length > 0 && (
        <ResultSection title={homeText('records', l)}>
          {foundRecords.map((r) => (
            <li key={r.transferId}>
              <a className="menu-link" href={`#/transfer-pay/transfer-detail?id=${encodeURIComponent(r.transferId)}`}>
                <MenuIcon name="record" />
                <span>
                  {r.payeeName} {formatMoney(r.amount, r.currency, l)}
                  <span className="search-detail">
                    {r.createdAt.slice(0, 10)} {r.referenceNo}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ResultSection>
      )}
    </div>
  );
});

function ResultSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="menu-group" aria-labelledby={id}>
      <h2 id={id} className="home-subtitle home-subtitle--padded">
        {title}
      </h2>
      <ul className="menu-links">{children}</ul>
    </section>
  );
}

export { SearchPage as Component };
