import { messages } from '@leadgen/core/domain';
import { expect, it } from 'vitest';
import { personalizeSummary } from './use-personalize-selected';

const done = (username: string) => ({ profileId: `id-${username}`, username, message: 'Hi' });

it('words the summary as spec §8 does', () => {
  expect(personalizeSummary([done('ana'), done('bo')], 1)).toEqual({
    tone: 'ok',
    text: 'Personalized 2 messages successfully (1 failed)',
  });
  expect(personalizeSummary([], 3)).toEqual({ tone: 'fail', text: messages.failedToPersonalizeAny });
  expect(personalizeSummary([done('ana')], 0)).toEqual({ tone: 'ok', text: 'Message personalized for @ana' });
  expect(personalizeSummary([done('ana'), done('bo')], 0)).toEqual({
    tone: 'ok',
    text: 'Successfully personalized 2 message(s)',
  });
});
