import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { KeyBus } from './key-bus.js';

/** A bus whose app draws at once, and handlers that log what they get. */
function setUp(fields: ('line' | 'lines' | null)[]) {
  const bus = new KeyBus();
  const log: string[] = [];
  const draws: (() => void)[] = [];
  bus.redraw = () => draws.push(() => bus.drawn());
  const subscribers = fields.map((field, index) => {
    const enabled = { current: true };
    const handler = {
      current: (input: string, key: Key) =>
        log.push(`${index}:${key.return ? 'Enter' : key.tab ? 'Tab' : input}`),
    };
    bus.subscribe({ handler, enabled, field });
    return enabled;
  });
  /** Lets the app draw until no key waits. */
  const settle = async () => {
    while (draws.length > 0) {
      draws.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { bus, log, subscribers, settle, draws };
}

describe('KeyBus', () => {
  it('hands out the first key at once and each later one only after the app has drawn', async () => {
    const { bus, log, settle, draws } = setUp([null]);
    bus.receive('ab\t');
    expect(log).toEqual(['0:a']);
    expect(draws).toHaveLength(1);
    await settle();
    expect(log).toEqual(['0:a', '0:b', '0:Tab']);
  });

  it('gives a text field a run of text whole, other handlers a character at a time', async () => {
    const { bus, log, settle } = setUp(['line', null]);
    bus.receive('hi\r');
    await settle();
    expect(log).toEqual(['0:hi', '1:h', '1:i', '0:Enter', '1:Enter']);
  });

  it('drops a paste no text field takes: its letters are not shortcuts', async () => {
    const { bus, log, settle } = setUp([null]);
    for (const raw of ['\u001b[200~', 'qqq', '\u001b[201~']) bus.receive(raw);
    await settle();
    expect(log).toEqual([]);
  });

  it('gives a text field a paste handed over whole as one text, its line breaks kept', async () => {
    const { bus, log, settle } = setUp(['lines']);
    bus.receivePaste('Red\u0007\r\nText');
    await settle();
    expect(log).toEqual(['0:Red\nText']);
  });

  it('gives a multi-line field lines that came together as one text', async () => {
    const { bus, log, settle } = setUp(['lines']);
    const lines = Array.from({ length: 1000 }, (_, i) => `user_${i}`).join('\r');
    bus.receive(lines);
    await settle();
    expect(log).toEqual([`0:${lines.replaceAll('\r', '\n')}`]);
  });

  it('skips a handler that was disabled when the key came', async () => {
    const { bus, log, settle, subscribers } = setUp([null, null]);
    if (subscribers[1]) subscribers[1].current = false;
    bus.receive('x');
    await settle();
    expect(log).toEqual(['0:x']);
  });

  it('gives no screen a key the app took: Ctrl-C quits and is not also c', async () => {
    const { bus, log, settle } = setUp([null]);
    bus.app = (input, key) => key.ctrl && input === 'c';
    bus.receive('\u0003x');
    await settle();
    expect(log).toEqual(['0:x']);
  });

  it('says when every key received is handled and drawn', async () => {
    const { bus, log, settle } = setUp([null]);
    let idle = false;
    void bus.nextIdle().then(() => {
      idle = true;
    });
    bus.receive('ab');
    await settle();
    await Promise.resolve();
    expect(log).toEqual(['0:a', '0:b']);
    expect(idle).toBe(true);
  });
});
