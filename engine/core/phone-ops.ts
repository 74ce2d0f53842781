// The JSON Logic operations that need libphonenumber's metadata (about 25 kB brotli, more than
// most journeys' own code): whether an FPS proxy is one the bank's directory could hold, and
// whether a phone number is a real one. Registered when this module is imported. The browser
// imports it only for the flows that use them (`loadLogicOps`, engine/core/logic-ops-on-demand.ts);
// Node, where flows are read from disk (codegen/lib/flows.ts), imports it with the flows.
//   {"proxyValid": [type, value]} whether an FPS proxy (MOBN, EMAL, SVID, HKID) is one the bank's
//                                directory could hold: the bank's own parser (domain/transfers)
//   {"phoneValid": [value, region]} whether a phone number is a real one: local (region HK by
//                                default, or MO) or +country code (domain/profile/contact.ts, the
//                                rule the bank stores numbers by); a mobile's type is the bank's
import jsonLogic from 'json-logic-js';
import { normaliseProxy } from '../../domain/transfers/fps-proxy';
import { phoneNumber } from '../../domain/profile/contact';
import { registered } from './logic-ops-on-demand';

jsonLogic.add_operation('proxyValid', (type: unknown, value: unknown) => typeof type === 'string' && typeof value === 'string' && normaliseProxy(type, value).ok);
jsonLogic.add_operation('phoneValid', (value: unknown, region: unknown) => typeof value === 'string' && phoneNumber(value, region === 'MO' ? 'MO' : 'HK') !== null);
registered('phone-ops');
