import path from 'node:path';
import { unregisteredCallsIn } from '@ironscore/api/src/testing';
import { callAreas } from './calls';

test('every call named in src/ belongs to an area the app registers', () => {
  expect(unregisteredCallsIn(path.join(__dirname), callAreas)).toEqual([]);
});
