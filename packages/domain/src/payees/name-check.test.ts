import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeName, nameWords, needsNameConfirmation } from './name-check.ts';
import { simulatedRegisteredName } from './simulated-registry.ts';

describe('gradeName', () => {
  it('is MATCH only for the same text, spaces aside', () => {
    expect(gradeName('Wanjiku Njeri Kamau', 'Wanjiku Njeri Kamau')).toBe('MATCH');
    expect(gradeName('  Wanjiku  Njeri Kamau ', 'Wanjiku Njeri Kamau')).toBe('MATCH');
  });

  it.each([
    ['case', 'wanjiku njeri KAMAU'],
    ['accents', 'Wanjikû Njéri Kamau'],
    ['a missing middle name', 'Wanjiku Kamau'],
    ['swapped order', 'Kamau Wanjiku Njeri'],
    ['initials', 'W. N. Kamau'],
    ['one initial', 'Wanjiku N Kamau'],
    ['a small typo', 'Wanjiku Njeri Kamua'],
    ['a title', 'Mrs Wanjiku Njeri Kamau'],
  ])('is CLOSE_MATCH for %s', (_why, typed) => {
    expect(gradeName(typed, 'Wanjiku Njeri Kamau')).toBe('CLOSE_MATCH');
  });

  it('reads Chinese names in pinyin, spaced either way', () => {
    expect(gradeName('Zhang Wei', '张伟')).toBe('CLOSE_MATCH');
    expect(gradeName('Wei Zhang', '张伟')).toBe('CLOSE_MATCH');
    expect(gradeName('Wang Xiaoming', '王小明')).toBe('CLOSE_MATCH');
    expect(nameWords('王小明')).toEqual(['wang', 'xiao', 'ming']);
  });

  it.each([
    ['another person', 'Peter Otieno'],
    ['the first name alone', 'Wanjiku'],
    ['initials only', 'W. N. K.'],
    ['two typos', 'Wanjiko Njeri Kamua'],
    ['the same first name, another surname', 'Wanjiku Otieno'],
    ['nothing readable', '...'],
  ])('is NO_MATCH for %s', (_why, typed) => {
    expect(gradeName(typed, 'Wanjiku Njeri Kamau')).toBe('NO_MATCH');
  });

  it('is UNAVAILABLE when the rail holds no name', () => {
    expect(gradeName('Wanjiku Kamau', null)).toBe('UNAVAILABLE');
    expect(gradeName('Wanjiku Kamau', '  ')).toBe('UNAVAILABLE');
  });

  const word = fc.stringMatching(/^[A-Za-z]{2,10}$/);
  const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

  it('grades any name against itself MATCH', () => {
    fc.assert(fc.property(name, (n) => gradeName(n, n) === 'MATCH'));
  });

  it('does not care which name is typed and which is registered', () => {
    fc.assert(fc.property(name, name, (a, b) => gradeName(a, b) === gradeName(b, a)));
  });

  it('grades a name with its words in another order at least CLOSE_MATCH', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (words) => {
        const grade = gradeName([...words].reverse().join(' '), words.join(' '));
        return grade === 'MATCH' || grade === 'CLOSE_MATCH';
      }),
    );
  });
});

describe('simulatedRegisteredName', () => {
  it('answers the documented names by the last four digits', () => {
    expect(simulatedRegisteredName('+254 712 349901', 'x')).toBe('Wanjiku Njeri Kamau');
    expect(simulatedRegisteredName('6222000099029902', 'x')).toBe('张伟');
    expect(simulatedRegisteredName('0712349909', 'Amina')).toBeNull();
    expect(simulatedRegisteredName('0712345678', 'Amina Otieno')).toBe('Amina Otieno');
  });
});

describe('needsNameConfirmation', () => {
  it("asks for the sender's confirmation only for a mismatch not yet confirmed", () => {
    expect(needsNameConfirmation('NO_MATCH')).toBe(true);
    expect(needsNameConfirmation('NO_MATCH', false)).toBe(true);
    expect(needsNameConfirmation('NO_MATCH', true)).toBe(false);
    for (const grade of ['MATCH', 'CLOSE_MATCH', 'UNAVAILABLE', undefined] as const)
      expect(needsNameConfirmation(grade)).toBe(false);
  });
});
