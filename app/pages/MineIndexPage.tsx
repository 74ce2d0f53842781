// The home (/mine/index and /index/index). Logged on: the total balance per currency, the
// quick actions (the journeys whose flows are flagged `menu.quick`), search and the all-menu,
// the unread notices and the accounts with their available balances, which the customer may
// hide on this device. Logged out: log on, and what a prospect can open without logging on.
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button, Grid, List } from 'antd-mobile';
import { AppstoreOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { formatAccountNo, formatMoney, formatTenThousands } from '../../domain/format';
import type { LocalText, Locale } from '../../engine/core';
import { useLinkRows } from '../../engine/react/link-rows';
import { OPEN_ENTRIES, QUICK_ENTRIES } from '../menu/entries';
import { MenuIcon } from '../menu/MenuIcon';
import { homeText } from '../menu/texts';
import { readBalancesHidden, totalsByCurrency, writeBalancesHidden } from '../menu/balance-visibility';
import { useFadingHeader } from '../layout/header-opacity';

interface Account {
  accountId: string;
  accountNo: string;
  accountType: string;
  currency: string;
  available: number;
  productName: LocalText;
}

export const MineIndexPage = observer(function MineIndexPage() {
  const { session } = useServices();
  // The header fades in over the home as it scrolls (spec section 9: opaque from 30 to 100 px).
  useFadingHeader();
  return session.isLogon ? <CustomerHome /> : <ProspectHome />;
});

const HomeTools = observer(function HomeTools() {
  const { locale } = useServices();
  const navigate = useNavigate();
  const l = locale.current;
  return (
    <div className="home-tools">
      <Button block onClick={() => navigate('/search/index')}>
        <SearchOutline aria-hidden="true" /> {homeText('search', l)}
      </Button>
      <Button block onClick={() => navigate('/menu/index')}>
        <AppstoreOutline aria-hidden="true" /> {homeText('allServices', l)}
      </Button>
    </div>
  );
});

const ProspectHome = observer(function ProspectHome() {
  const { locale } = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const l = locale.current;
  return (
    <div className="home-page">
      <h1 className="home-title">{homeText('welcome', l)}</h1>
      <div className="home-section">
        <Button block color="primary" size="large" onClick={() => navigate('/login/index')}>
          {t('login.title')}
        </Button>
        <Button block size="large" onClick={() => navigate('/openAccount/index')}>
          {homeText('openAccount', l)}
        </Button>
      </div>
      <HomeTools />
      <p className="home-intro">{homeText('prospectIntro', l)}</p>
      <ul className="menu-links">
        {OPEN_ENTRIES.map((entry) => (
          <li key={entry.flowId}>
            <a className="menu-link" href={`#${entry.route}`}>
              <MenuIcon name={entry.icon} />
              <span>{entry.title[l]}</span>
            </a>
          </li>
        ))}
        <li>
          <a className="menu-link" href="#/go/fps-info">
            <MenuIcon name="fps" />
            <span>{homeText('fpsInfo', l)}</span>
          </a>
        </li>
        <li>
          <a className="menu-link" href="#/go/anti-scam">
            <MenuIcon name="document" />
            <span>{homeText('antiScam', l)}</span>
          </a>
        </li>
      </ul>
    </div>
  );
});

const CustomerHome = observer(function CustomerHome() {
  const { session, client, locale } = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const l = locale.current;
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [unread, setUnread] = useState<number | null>(null);
  const [hidden, setHidden] = useState(() => readBalancesHidden(window.localStorage));
  const totalId = useId();
  const quickId = useId();
  // An account row opens its details: a link by keyboard too.
  const accountRows = useLinkRows();

  useEffect(() => {
    if (!session.isLogon) return;
    client
      .call('ITSI200001', { purpose: 'all' })
      .then((data) => setAccounts((data as { accounts: Account[] }).accounts))
      .catch(() => setAccounts([]));
    // The unread count is a hint: the home never waits on it or shows its failure.
    client
      .call('ITSI110001', { state: 'unread' }, { loading: false })
      .then((data) => setUnread(data.unreadCount))
      .catch(() => setUnread(null));
  }, [session.isLogon, client]);

  const toggleHidden = (value: boolean) => {
    setHidden(value);
    writeBalancesHidden(window.localStorage, value);
  };
  const money = (minor: number, currency: string, short = false) =>
    // The totals sit beside their currency code; the accounts show it with the amount.
    hidden ? homeText('hidden', l) : short ? formatTenThousands(minor, currency, l, { symbol: false }) : formatMoney(minor, currency, l);

  return (
    <div className="home-page">
      <h1 className="home-title">{t('home.greeting', { name: session.user?.customerName ?? '' })}</h1>
      <HomeTools />
      <NoticeLink unread={unread} locale={l} />

      <section className="home-total" aria-labelledby={totalId}>
        <div className="home-total-head">
          <h2 id={totalId} className="home-subtitle">
            {homeText('totalBalance', l)}
          </h2>
          <label className="home-hide">
            <input type="checkbox" role="switch" checked={hidden} onChange={(event) => toggleHidden(event.currentTarget.checked)} />
            <span>{homeText('hideBalances', l)}</span>
          </label>
        </div>
        {accounts && accounts.length > 0 && (
          <ul className="home-totals" aria-live="polite">
            {totalsByCurrency(accounts).map(({ currency, total }) => (
              <li key={currency}>
                <span className="home-total-currency">{currency}</span>
                <span className="home-total-amount" data-currency={currency}>
                  {money(total, currency, true)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={quickId}>
        <h2 id={quickId} className="home-subtitle home-subtitle--padded">
          {homeText('quickActions', l)}
        </h2>
        <Grid columns={3} gap={8} className="home-shortcuts">
          {QUICK_ENTRIES.map((entry) => (
            <Grid.Item key={entry.flowId}>
              <Button block className="home-quick" onClick={() => navigate(entry.route)}>
                <MenuIcon name={entry.icon} />
                <span>{entry.title[l]}</span>
              </Button>
            </Grid.Item>
          ))}
          <Grid.Item>
            <Button block className="home-quick" onClick={() => navigate('/transfer-pay/transfer-record')}>
              <MenuIcon name="record" />
              <span>{t('home.records')}</span>
            </Button>
          </Grid.Item>
          <Grid.Item>
            <Button block className="home-quick" onClick={() => navigate('/settings/my-setting')}>
              <MenuIcon name="settings" />
              <span>{t('home.settings')}</span>
            </Button>
          </Grid.Item>
        </Grid>
      </section>

      <div ref={accountRows.ref} onKeyDown={accountRows.onKeyDown}>
      <List header={<h2 className="home-subtitle">{t('home.accounts')}</h2>} className="home-accounts">
        {accounts?.length === 0 && <List.Item>{t('home.noAccounts')}</List.Item>}
        {accounts?.map((a) => (
          <List.Item
            key={a.accountId}
            onClick={() => navigate(`/account-detail/details?accountId=${encodeURIComponent(a.accountId)}`)}
            tabIndex={0}
            description={formatAccountNo(a.accountNo, a.accountType)}
            extra={
              <span className="home-balance" data-account={a.accountNo}>
                {money(a.available, a.currency)}
              </span>
            }
          >
            {a.productName[l]}
          </List.Item>
        ))}
      </List>
      </div>
    </div>
  );
});

function NoticeLink({ unread, locale }: { unread: number | null; locale: Locale }) {
  const count = unread ?? 0;
  const status = count > 0 ? homeText('unread', locale, { n: count }) : homeText('noUnread', locale);
  return (
    <a className="home-notices" href="#/notice/list">
      <MenuIcon name="notice" />
      <span className="home-notices-label">{homeText('notices', locale)}</span>
      {unread !== null && (
        <span className={count > 0 ? 'home-unread home-unread--some' : 'home-unread'} data-testid="unread-count" data-count={count}>
          {status}
        </span>
      )}
    </a>
  );
}

export { MineIndexPage as Component };
