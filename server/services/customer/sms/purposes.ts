// The transaction codes a customer may request an SMS code for. A code sent for one purpose
// and transaction id is accepted only on that purpose and transaction id. Features add their
// protected transaction codes here.
export const SMS_PURPOSES: ReadonlySet<string> = new Set(['ITSI310014', 'ITSI300008', 'ITSI100004', 'ITSI500005', 'ITSI498006', 'ITSI510001', 'ITSI170003', 'ITSI190003', 'ITSI190030']);

/**
 * Purposes whose code goes to a number that is not yet the registered one (proving a new
 * mobile number is the customer's). Only the bank's own service sends these: a customer cannot
 * ask ITSI320001 for one, nor have any other purpose's code sent elsewhere.
 */
export const NEW_NUMBER_PURPOSES: ReadonlySet<string> = new Set(['ITSI170028']);
