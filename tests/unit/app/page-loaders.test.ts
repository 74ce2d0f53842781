// The entry decides from the address alone which page's code to start loading.
import { HOME, pathOfHash, shellPageAt } from '../../../app/routing/page-loaders';

describe('page loaders', () => {
  it('reads the path of a hash-mode address, the home when there is none', () => {
    expect(pathOfHash('#/transfer-pay/newbill-create?x=1')).toBe('/transfer-pay/newbill-create');
    expect(pathOfHash('')).toBe(HOME);
    expect(pathOfHash('#/')).toBe(HOME);
    expect(pathOfHash('#')).toBe(HOME);
  });

  it('tells shell pages (with their parameters) from journey routes', () => {
    expect(shellPageAt('/login/index')?.[0]).toBe('/login/index');
    expect(shellPageAt('/open/onlogin-add-card')?.[0]).toBe('/open/:module');
    expect(shellPageAt('/go/')).toBeUndefined();
    expect(shellPageAt('/open/a/b')).toBeUndefined();
    expect(shellPageAt('/transfer-pay/newbill-create')).toBeUndefined();
  });
});
