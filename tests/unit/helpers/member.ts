import { afterEach, beforeEach } from 'vitest';
import type { User } from '../../../contract/wire';
import { user } from '../../../src/state/session';
import { makeUser } from './catalog';

/** Signs `makeUser(over)` in before every test of the file and signs out after it. Call it at
 *  the top of the file, as useMockServer(). */
export function asMember(over: Partial<User> = {}): void {
  beforeEach(() => {
    user.value = makeUser(over);
  });
  signOutAfterEach();
}

/** Signs out after every test of the file, for files whose tests sign a member in themselves. */
export function signOutAfterEach(): void {
  afterEach(() => {
    user.value = null;
  });
}
