// unknown-query: a flow reading query.{name} needs someone to send that name: a link (list link,
// row action, navigate button, goTo) to one of the flow's routes that maps that query key, in
// any flow, or an entry documented below. A query no link sends is always empty: the customer
// sees a blank, or the bank is asked about nothing. Only the key is checked, not that every
// link sends it: a flow may be opened plainly and filled in by the customer. Any route of the
// flow counts, not only its start: the page starts a run with the query of whichever of the
// flow's routes is opened (app/pages/FlowPage.tsx).
import { addFlow, appIndex, flowRoutes, type AppIndex } from '../app-index';
import { stepContextPaths } from '../context-paths';
import { location } from '../location';
import type { Finding, Rule } from '../types';

/**
 * Query keys sent from outside the flows, by route: links the bank's other channels and
 * documents open (a /go/{module} link carries its query on, app/routing/module-links.json).
 */
export const EXTERNAL_QUERY: Record<string, { keys: string[]; why: string }> = {
  '/transfer-pay/newbill-create': { keys: ['paymentDate'], why: 'an e-bill or reminder links to its due date (docs/bill-payment.md)' },
  '/transfer-pay/payment-bill': { keys: ['paymentDate'], why: 'the same for a saved bill (docs/bill-payment.md)' },
  '/transfer-pay/fps-web-to-app': { keys: ['payload'], why: 'a payment code opened in a plain browser (docs/qr-and-fps-registration.md)' },
  '/verification/index': {
    keys: ['bizType', 'theMods', 'backUrl', 'rid'],
    why: '/open/verification?bizType= and /open/multiple-verify?theMods= through the module table, with the caller\'s address and request id (docs/verification.md)',
  },
  '/verification/add-card': { keys: ['backUrl'], why: 'the service-auth answer PLZ_BIND_CARD opens /open/onlogin-add-card with the address to come back to (docs/verification.md)' },
  '/settings/limit-setting': { keys: ['backUrl'], why: 'the service-auth answer PLZ_SET_LIMIT (spec section 6 prerequisites) opens it with the address to come back to' },
  '/settings/notice': { keys: ['backUrl'], why: 'the service-auth answer PLZ_NOTICE_ON (spec section 6 prerequisites) opens it with the address to come back to' },
  '/verification/open-e-account': { keys: ['backUrl'], why: '/open/online_open_needBind with the address to come back to (docs/verification.md)' },
  '/forex/multiple-verify': { keys: ['backUrl'], why: 'a forex page that sends the customer to verify comes back to its own address (docs/verification.md)' },
};

export const unknownQueryRule: Rule = {
  id: 'unknown-query',
  description: 'query.{name} is sent by some link to the flow (or is a documented outside entry)',
  check(ctx) {
    const index = appIndex();
    const mine: AppIndex = { routes: new Set(), queryTo: new Map() };
    addFlow(mine, ctx.flow); // the flow's own links (it may not be in flows/ yet)
    const routes = [...new Set(flowRoutes(ctx.flow))];
    const sent = new Set<string>();
    for (const route of routes) {
      for (const source of [index.queryTo.get(route), mine.queryTo.get(route), EXTERNAL_QUERY[route]?.keys]) source?.forEach((k) => sent.add(k));
    }
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      for (const use of stepContextPaths(id, step)) {
        const [root, name] = use.value.split('.');
        if (root !== 'query' || !name || sent.has(name)) continue;
        const known = sent.size ? ` (links send: ${[...sent].sort().join(', ')})` : ' (no link sends it any query)';
        out.push({ location: location(use.path), message: `no link to ${routes.join(' or ')} sends query "${name}"${known}` });
      }
    }
    return out;
  },
};
