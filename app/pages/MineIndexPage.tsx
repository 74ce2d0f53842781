// The main page: the customer's accounts and the way into the journeys.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button, Grid, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { formatAccountNo, formatMoney } from '../../domain/format';
import type { LocalText } from '../../engine/core';

interface Account {
  accountId: string;
  accountNo: string;
  accountType: string;
  currency: string;
  available: number;
  productName: LocalText;
}

export const MineIndexPage = observer(function MineIndexPage() {
  const { session, client, locale } = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [accounts, setAccounts] = useState<Account[] | null>(null);

  useEffect(() => {
    if (!session.isLogon) return;
    client
      .call('ITSI200001', { purpose: 'all' })
      .then((data) => setAccounts((data as { accounts: Account[] }).accounts))
      .catch(() => setAccounts([]));
  }, [session.isLogon, client]);

  if (!session.isLogon) {
    return (
      <div className="home-page">
        <h1 className="home-title">{t('app.title')}</h1>
        <Button block color="primary" size="large" onClick={() => navigate('/login/index')}>
          {t('login.title')}
        </Button>
      </div>
    );
  }
  return (
    <div className="home-page">
      <h1 className="home-title">{t('home.greeting', { name: session.user?.customerName ?? '' })}</h1>
      <Grid columns={3} gap={8} className="home-shortcuts">
        <Grid.Item>
          <Button block onClick={() => navigate('/transfer-pay/transfer-create')}>
            {t('home.transfer')}
          </Button>
        </Grid.Item>
        <Grid.Item>
          <Button block onClick={() => navigate('/transfer-pay/transfer-record')}>
            {t('home.records')}
          </Button>
        </Grid.Item>
        <Grid.Item>
          <Button block onClick={() => navigate('/transfer-pay/bill-payment-index')}>
            {t('home.billPayment')}
          </Button>
        </Grid.Item>
        <Grid.Item>
          <Button block onClick={() => navigate('/transfer-pay/e-check-rule')}>
            {t('home.eCheque')}
          </Button>
        </Grid.Item>
        <Grid.Item>
          <Button block onClick={() => navigate('/settings/my-setting')}>
            {t('home.settings')}
          </Button>
        </Grid.Item>
      </Grid>
      <List header={t('home.accounts')} className="home-accounts">
        {accounts?.length === 0 && <List.Item>{t('home.noAccounts')}</List.Item>}
        {accounts?.map((a) => (
          <List.Item
            key={a.accountId}
            onClick={() => navigate(`/account-detail/details?accountId=${encodeURIComponent(a.accountId)}`)}
            description={formatAccountNo(a.accountNo, a.accountType)}
            extra={
              <span className="home-balance" data-account={a.accountNo}>
                {formatMoney(a.available, a.currency, locale.current)}
              </span>
            }
          >
            {a.productName[locale.current]}
          </List.Item>
        ))}
      </List>
    </div>
  );
});

export { MineIndexPage as Component };
