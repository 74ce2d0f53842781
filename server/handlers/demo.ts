// ITSI900001: the demo logins, for the sandbox's login page (never in production).
import type { Handler } from '../api/handler.js';
import { DEMO_CUSTOMERS } from '../seed/demo-data.js';

export const demoCustomers: Handler<'ITSI900001'> = async ({ lang }) => ({
  customers: DEMO_CUSTOMERS.map((c) => ({
    loginId: c.loginId,
    password: c.password,
    customerName: lang === 'en' ? `${c.nameEn} (${c.nameZh})` : `${c.nameZh} (${c.nameEn})`,
    note: c.note[lang],
  })),
});
