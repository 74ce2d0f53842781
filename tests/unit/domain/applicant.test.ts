// The application's field rules (spec section 5), shared by the browser and the bank.
import { describe, expect, it } from 'vitest';
import { isAddress, isEmail, isEnglishName, isLoginId, isMobile, isName, isPassword, isPostalCode, trimName } from '../../../domain/identity';

describe('applicant fields', () => {
  it('takes Chinese names, letters, digits, spaces and the middle dot', () => {
    expect(isName('陳大文')).toBe(true);
    expect(isName('阿卜杜·熱合曼')).toBe(true);
    expect(isName('Chan Tai Man')).toBe(true);
    expect(isName('Chan <b>')).toBe(false);
    expect(isEnglishName("CHAN, Tai-man O'Neil")).toBe(true);
    expect(isEnglishName('陳大文')).toBe(false);
  });
  // Spec section 5: "name trimming removes spaces unless it is 2 to 20 Chinese characters".
  it.each([
    ['陳大文', '陳大文', 'a Chinese name without spaces is unchanged'],
    [' 陳 大文 ', '陳 大文', '2 to 20 Chinese characters keep inner spaces, lose the ends'],
    ['\u3000陳\u3000大文\u3000', '陳\u3000大文', 'ideographic spaces count as spaces'],
    ['歐 陽', '歐 陽', 'exactly 2 Chinese characters'],
    ['陳', '陳', 'one Chinese character is not 2 to 20: nothing to remove'],
    [' 陳 ', '陳', 'one Chinese character loses its spaces'],
    ['一二三四五 六七八九十 一二三四五 六七八九十', '一二三四五 六七八九十 一二三四五 六七八九十', 'exactly 20 Chinese characters with spaces'],
    ['一二三四五 六七八九十 一二三四五 六七八九十 一', '一二三四五六七八九十一二三四五六七八九十一', '21 Chinese characters lose every space'],
    ['  Chan   Tai  Man ', 'ChanTaiMan', 'a name in letters loses every space'],
    ['陳 Tai Man', '陳TaiMan', 'a mixed name is not Chinese characters only'],
    ['阿卜杜 · 熱合曼', '阿卜杜·熱合曼', 'the middle dot is not a Chinese character'],
    ['陳大文 2', '陳大文2', 'digits are not Chinese characters'],
    ['', '', 'empty stays empty'],
  ])('trimName(%j) is %j: %s', (input, expected) => {
    expect(trimName(input)).toBe(expected);
  });
  it('takes Hong Kong, Macau and mainland mobiles', () => {
    expect(isMobile('91234567')).toBe(true);
    expect(isMobile('+852 9123 4567')).toBe(true);
    expect(isMobile('+853 61234567')).toBe(true);
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('+8613812345678')).toBe(true);
    expect(isMobile('21234567')).toBe(false);
    expect(isMobile('23812345678')).toBe(false);
  });
  it('checks e-mail addresses as the spec describes', () => {
    expect(isEmail('tai.man@example.com.hk')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a@b.technology')).toBe(false);
    expect(isEmail('no-at.example.com')).toBe(false);
  });
  it('refuses the spec\'s forbidden address characters and long postal codes', () => {
    expect(isAddress('Flat A, 8/F, 1 Queen\'s Road Central')).toBe(true);
    for (const c of ['@', '#', '|', '~', '·', '%', '*', '×']) expect(isAddress(`Flat ${c}1`)).toBe(false);
    expect(isAddress('x'.repeat(201))).toBe(false);
    expect(isPostalCode('')).toBe(true);
    expect(isPostalCode('999077')).toBe(true);
    expect(isPostalCode('9990777')).toBe(false);
  });
  it('sets the rules of a new login id and password', () => {
    expect(isLoginId('tai.man2026')).toBe(true);
    expect(isLoginId('2taiman')).toBe(false);
    expect(isLoginId('tm')).toBe(false);
    expect(isPassword('Open2026x')).toBe(true);
    expect(isPassword('onlyletters')).toBe(false);
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('With space1')).toBe(false);
  });
});

describe('the form and the bank use the same patterns', () => {
  it('has the domain patterns in the application form and contract', async () => {
    const { readFileSync } = await import('node:fs');
    const patterns = await import('../../../domain/identity/applicant');
    const flow = JSON.parse(readFileSync('flows/open-account/open-account.json', 'utf8'));
    const hk = flow.steps.hkOpen.schema.properties;
    expect(hk.nameZh.pattern).toBe(patterns.NAME_PATTERN);
    expect(hk.nameEn.pattern).toBe(patterns.ENGLISH_NAME_PATTERN);
    expect(hk.mobile.pattern).toBe(patterns.MOBILE_PATTERN);
    expect(hk.email.pattern).toBe(patterns.EMAIL_PATTERN);
    expect(hk.addressDetail.pattern).toBe(patterns.ADDRESS_PATTERN);
    expect(hk.postalCode.pattern).toBe(patterns.POSTAL_PATTERN);
    const setting = flow.steps.setting.schema.properties;
    expect(setting.loginId.pattern).toBe(patterns.LOGIN_ID_PATTERN);
    expect(setting.password.pattern).toBe(patterns.PASSWORD_PATTERN);
    const contract = JSON.parse(readFileSync('schemas/api/ITSI180001.json', 'utf8')).request.properties;
    expect(contract.mobile.pattern).toBe(patterns.MOBILE_PATTERN);
    expect(contract.email.pattern).toBe(patterns.EMAIL_PATTERN);
    expect(contract.address.properties.detail.pattern).toBe(patterns.ADDRESS_PATTERN);
  });
});
