// Demo customers of the sandbox bank: fictional people with realistic Hong Kong and Macau
// details. Amounts are minor units (cents). Passwords are public on purpose: ITSI900001
// lists them for development, and the server prints them on start.
import type { Locale } from '../../domain/locale.js';
import { OWN_BANK_CODE } from '../config.js';
import { bankTexts } from '../i18n/bank-texts.js';
import { cardNo, depositAccountNo } from './account-numbers.js';

/** What each demo customer is good for, in the three languages: shown beside the log-on IDs
 * (ITSI900001), in locales/bank-demo/. */
const NOTES = bankTexts<typeof import('../../locales/bank-demo/en.json')>('bank-demo');

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  key: string;
  accountNo: string;
  type: '01' | '02' | '03' | '04';
  currency: 'HKD' | 'CNY' | 'USD' | 'EUR';
  balance: number;
}

export interface DemoPayee {
  name: string;
  bankCode: string;
  accountNo: string;
  nickname?: string;
}

export interface DemoCustomer {
  loginId: string;
  password: string;
  custNo: string;
  nameZh: string;
  nameEn: string;
  idType: 'HKID' | 'PASSPORT' | 'MOID' | 'OTHERS';
  idNumber: string;
  mobile: string;
  /** 'YYYY-MM-DD': with the ID number, proves identity for a forgotten password. */
  birthDate?: string;
  /** '1': the bank asks this customer for strengthened verification (defaults to '0'). */
  needOptFlag?: '0' | '1';
  /** The password was set under the old password system: log-on answers E001101338 until it is reset. */
  passwordUpgrade?: boolean;
  note: Record<Locale, string>;
  accounts: DemoAccount[];
  payees: DemoPayee[];
}

// Account numbers are fixed so payees can point at other demo customers' accounts.
const CHAN = {
  hkdSavings: depositAccountNo('201', '398', '1', '052731'),
  hkdCurrent: depositAccountNo('201', '398', '2', '018842'),
  multiCurrency: depositAccountNo('201', '398', '3', '007315'),
  atm: cardNo('622698012345678'),
};
const WONG = {
  hkdSavings: depositAccountNo('315', '398', '1', '204467'),
  hkdCurrent: depositAccountNo('315', '398', '2', '093021'),
  multiCurrency: depositAccountNo('315', '398', '3', '045590'),
};
const HO = {
  hkdSavings: depositAccountNo('468', '398', '1', '517204'),
};
const TAM = {
  hkdSavings: depositAccountNo('526', '398', '1', '284613'),
};
const NG = {
  hkdSavings: depositAccountNo('637', '398', '1', '415926'),
};
const LEE = {
  hkdSavings: depositAccountNo('852', '398', '1', '330918'),
  hkdCurrent: depositAccountNo('852', '398', '2', '112640'),
  multiCurrency: depositAccountNo('852', '398', '3', '078203'),
};

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    loginId: 'chan.taiman',
    password: DEMO_PASSWORD,
    custNo: '8800012345',
    nameZh: '陳大文',
    nameEn: 'CHAN TAI MAN',
    idType: 'HKID',
    idNumber: 'A123456(3)',
    mobile: '+852 91234567',
    birthDate: '1985-03-12',
    note: NOTES.local('note.chan.taiman'),
    accounts: [
      { key: 'hkdSavings', accountNo: CHAN.hkdSavings, type: '01', currency: 'HKD', balance: 128_564_050 },
      { key: 'hkdCurrent', accountNo: CHAN.hkdCurrent, type: '02', currency: 'HKD', balance: 35_620_000 },
      { key: 'cny', accountNo: CHAN.multiCurrency, type: '03', currency: 'CNY', balance: 8_865_030 },
      { key: 'usd', accountNo: CHAN.multiCurrency, type: '03', currency: 'USD', balance: 1_248_075 },
      { key: 'atm', accountNo: CHAN.atm, type: '04', currency: 'HKD', balance: 0 },
    ],
    payees: [
      { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: WONG.hkdSavings, nickname: '小明' },
      { name: 'LEE KA YAN', bankCode: OWN_BANK_CODE, accountNo: LEE.multiCurrency, nickname: 'Kayan' },
      { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838', nickname: 'Landlord' },
      { name: 'LAU MEI LING', bankCode: '024', accountNo: '383124567882' },
      { name: 'HO CHI KEUNG', bankCode: '012', accountNo: '01287500123456' },
    ],
  },
  {
    loginId: 'wong.siuming',
    password: DEMO_PASSWORD,
    custNo: '8800023456',
    nameZh: '黃小明',
    nameEn: 'WONG SIU MING',
    idType: 'HKID',
    idNumber: 'K654321(9)',
    mobile: '+852 63218765',
    birthDate: '1990-07-21',
    note: NOTES.local('note.wong.siuming'),
    accounts: [
      { key: 'hkdSavings', accountNo: WONG.hkdSavings, type: '01', currency: 'HKD', balance: 4_532_080 },
      { key: 'hkdCurrent', accountNo: WONG.hkdCurrent, type: '02', currency: 'HKD', balance: 1_200_000 },
      { key: 'cny', accountNo: WONG.multiCurrency, type: '03', currency: 'CNY', balance: 520_000 },
      { key: 'usd', accountNo: WONG.multiCurrency, type: '03', currency: 'USD', balance: 86_025 },
    ],
    payees: [
      { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: CHAN.hkdSavings, nickname: '大文' },
      { name: 'CHOW WING SZE', bankCode: '024', accountNo: '239876543001' },
      { name: 'NG KWOK WAI', bankCode: '015', accountNo: '01551268012345' },
    ],
  },
  {
    loginId: 'lee.kayan',
    password: DEMO_PASSWORD,
    custNo: '8800034567',
    nameZh: '李嘉欣',
    nameEn: 'LEE KA YAN',
    idType: 'MOID',
    idNumber: '1234567(8)',
    mobile: '+853 66123456',
    birthDate: '1978-11-02',
    note: NOTES.local('note.lee.kayan'),
    accounts: [
      { key: 'hkdSavings', accountNo: LEE.hkdSavings, type: '01', currency: 'HKD', balance: 238_050_000 },
      { key: 'hkdCurrent', accountNo: LEE.hkdCurrent, type: '02', currency: 'HKD', balance: 52_000_000 },
      { key: 'cny', accountNo: LEE.multiCurrency, type: '03', currency: 'CNY', balance: 15_000_000 },
      { key: 'usd', accountNo: LEE.multiCurrency, type: '03', currency: 'USD', balance: 4_800_000 },
      // A euro account, so express (urgent) transfers in EUR can be tried.
      { key: 'eur', accountNo: LEE.multiCurrency, type: '03', currency: 'EUR', balance: 2_500_000 },
    ],
    payees: [
      { name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: CHAN.multiCurrency, nickname: 'Tai Man' },
      { name: 'WONG SIU MING', bankCode: OWN_BANK_CODE, accountNo: WONG.hkdSavings },
      { name: 'YEUNG HOI TING', bankCode: '004', accountNo: '652907114838' },
      { name: 'TSANG CHUN HO', bankCode: '003', accountNo: '36812345678' },
    ],
  },
  {
    loginId: 'ho.wingyan',
    password: DEMO_PASSWORD,
    custNo: '8800045678',
    nameZh: '何詠欣',
    nameEn: 'HO WING YAN',
    idType: 'HKID',
    idNumber: 'Y246813(5)',
    mobile: '+852 54867213',
    birthDate: '1988-05-30',
    needOptFlag: '1',
    note: NOTES.local('note.ho.wingyan'),
    accounts: [{ key: 'hkdSavings', accountNo: HO.hkdSavings, type: '01', currency: 'HKD', balance: 18_250_000 }],
    payees: [{ name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: CHAN.hkdSavings, nickname: '大文' }],
  },
  {
    // Strengthened verification without a mobile token: the bank falls back to an SMS code.
    loginId: 'tam.meiling',
    password: DEMO_PASSWORD,
    custNo: '8800067890',
    nameZh: '譚美玲',
    nameEn: 'TAM MEI LING',
    idType: 'HKID',
    idNumber: 'K357924(7)',
    mobile: '+852 63921458',
    birthDate: '1992-09-14',
    needOptFlag: '1',
    note: NOTES.local('note.tam.meiling'),
    accounts: [{ key: 'hkdSavings', accountNo: TAM.hkdSavings, type: '01', currency: 'HKD', balance: 6_480_000 }],
    payees: [{ name: 'CHAN TAI MAN', bankCode: OWN_BANK_CODE, accountNo: CHAN.hkdSavings }],
  },
  {
    // The password system was upgraded: log-on answers E001101338 until the password is reset
    // (forgotten password: ID number M246813(7), birth date 1988-03-21, SMS code).
    loginId: 'ng.kawai',
    password: DEMO_PASSWORD,
    custNo: '8800078901',
    nameZh: '吳家慧',
    nameEn: 'NG KA WAI',
    idType: 'HKID',
    idNumber: 'M246813(7)',
    mobile: '+852 54186230',
    birthDate: '1988-03-21',
    passwordUpgrade: true,
    note: NOTES.local('note.ng.kawai'),
    accounts: [{ key: 'hkdSavings', accountNo: NG.hkdSavings, type: '01', currency: 'HKD', balance: 3_120_000 }],
    payees: [],
  },
];

/**
 * A payee account reported in fraud cases (the sandbox's risk rule): transfers to it and its
 * registration as a payee are refused with E011070033. Bank 012, a fictional account.
 */
export const REPORTED_PAYEE_ACCOUNT = { bankCode: '012', accountNo: '01287654321098' } as const;
