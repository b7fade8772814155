import { describe, expect, it } from 'vitest';
import type { CardFace } from './card-face';
import { faceToShow } from './face-to-show';

const face = (name: string, text: string[]): CardFace => ({ name, cardType: 'action', typeLine: 'Action', provisional: false, stats: [], requires: { roles: [], species: [] }, text });
const valid = face('Bolt', ['Deal 10 damage.']);
const broken = face('Bolt', ['The caster gains 0 levels.']);

describe('the face shown for a draft', () => {
  it('is the draft’s own face when it has no errors (warnings do not count here)', () => {
    expect(faceToShow(valid, 0, undefined)).toEqual({ face: valid, outOfDate: false });
    expect(faceToShow(valid, 0, broken)).toEqual({ face: valid, outOfDate: false });
  });

  it('is the last valid face, out of date, while the draft has errors: never the invented one', () => {
    expect(faceToShow(broken, 2, valid)).toEqual({ face: valid, outOfDate: true });
  });

  it('is none while the draft has errors and no valid face is known, or declares no card', () => {
    expect(faceToShow(broken, 1, undefined)).toBeUndefined();
    expect(faceToShow(null, 0, valid)).toBeUndefined();
    expect(faceToShow(undefined, 3, undefined)).toBeUndefined();
  });
});
