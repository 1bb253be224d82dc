import { describe, expect, it } from 'vitest';
import { metadataOf, object, objects, parseStripeForm, text, texts } from './form.js';

describe('parseStripeForm', () => {
  it('reads bracket keys into nested objects and lists, as stripe-node encodes them', () => {
    const form = parseStripeForm(
      'mode=payment&line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price]=price_b' +
        '&metadata[userId]=u%201&subscription_data[metadata][plan]=pro&expand[]=line_items&expand[]=customer',
    );
    expect(form).toEqual({
      mode: 'payment',
      line_items: [{ price: 'price_a', quantity: '1' }, { price: 'price_b' }],
      metadata: { userId: 'u 1' },
      subscription_data: { metadata: { plan: 'pro' } },
      expand: ['line_items', 'customer'],
    });
    expect(text(form, 'mode')).toBe('payment');
    expect(text(form, 'metadata')).toBeNull();
    expect(objects(form, 'line_items')).toHaveLength(2);
    expect(metadataOf(object(object(form, 'subscription_data'), 'metadata'))).toEqual({ plan: 'pro' });
    expect(texts(form, 'expand')).toEqual(['line_items', 'customer']);
  });

  it('orders list items by index and ignores malformed and prototype keys', () => {
    const form = parseStripeForm('items[1]=b&items[0]=a&bad[=x&__proto__[polluted]=1&a[constructor]=2');
    expect(form).toEqual({ items: ['a', 'b'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
