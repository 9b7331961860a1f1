import { describe, expect, it } from 'vitest';
import { authorName } from '../../../server/reviews/review-dto';

describe('a review signed as first name and last-name initial', () => {
  it.each([
    ['Marija', 'Petrović', 'Marija P.'],
    ['Đorđe', 'đurić', 'Đorđe Đ.'],
    ['  Šćepan ', '  čolić ', 'Šćepan Č.'],
    ['Žaklina ', '', 'Žaklina'],
    [' Ana', '   ', 'Ana'],
  ])('%j %j → %j', (firstName, lastName, signed) => {
    expect(authorName(firstName, lastName)).toBe(signed);
  });
});
