import type { PortalSession, SessionRecord, Subscription } from './objects.js';
import { formatAmount } from './prices.js';
import { successRedirect } from './sessions.js';

/** Text made safe inside HTML (element content and quoted attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
  background:#f6f9fc;color:#1a1f36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(420px,92vw);background:#fff;border-radius:12px;padding:32px;
  box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(50,50,93,.08)}
h1{font-size:18px;margin:0 0 4px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#a04b00;background:#ffe8c2;
  border-radius:4px;padding:2px 6px;margin-bottom:16px}
.what{color:#697386;margin:0}
.amount{font-size:36px;font-weight:700;margin:4px 0 20px}
.amount small{font-size:15px;font-weight:400;color:#697386}
table{width:100%;border-collapse:collapse;margin-bottom:20px;font-size:14px}
td{padding:8px 0;border-top:1px solid #e3e8ee}td:last-child{text-align:right}
.muted{color:#697386;font-size:14px}
form{margin:0}
button,.link{display:block;width:100%;border:0;border-radius:6px;padding:12px;font:inherit;font-weight:600;
  text-align:center;text-decoration:none;cursor:pointer;margin-top:10px}
.primary{background:#635bff;color:#fff}.primary:hover{background:#5047e5}
.secondary{background:#fff;color:#1a1f36;box-shadow:inset 0 0 0 1px #d8dee4}
.danger{background:#fff;color:#c0123c;box-shadow:inset 0 0 0 1px #f5c2ce}
.sub{border:1px solid #e3e8ee;border-radius:8px;padding:16px;margin:16px 0}
footer{margin-top:16px;font-size:12px;color:#8792a2}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<span class="badge">Test mode</span>
${body}
</main>
<footer>Leadgen sandbox — a stand-in for Stripe. No real payment is made.</footer>
</body>
</html>`;
}

/** The hosted checkout page: what is bought, the amount, Pay and Cancel. */
export function checkoutPage(record: SessionRecord): string {
  const { session } = record;
  const monthly = session.mode === 'subscription';
  const names = record.lineItems.map((item) => item.description).join(', ');
  const heading = monthly ? `Subscribe to ${names}` : `Buy ${names}`;
  const rows = record.lineItems
    .map((item) => {
      const amount = item.price.unit_amount === null ? null : item.price.unit_amount * item.quantity;
      const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
      const price = formatAmount(amount, item.price.currency);
      return `<tr><td>${escapeHtml(item.description)}${quantity}</td><td>${price}</td></tr>`;
    })
    .join('');
  const total = `${formatAmount(session.amount_total, session.currency)}${monthly ? ' <small>per month</small>' : ''}`;
  const email = session.customer_email ? `<p class="muted">${escapeHtml(session.customer_email)}</p>` : '';
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  const buttons =
    session.status === 'open'
      ? `<form method="post" action="${action}/pay"><button type="submit" class="primary">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
      : closedNotice(record);
  return layout(
    `Checkout — ${heading}`,
    `<h1>Leadgen</h1>
<p class="what">${escapeHtml(heading)}</p>
<p class="amount">${total}</p>
<table>${rows}</table>
${email}
${buttons}`,
  );
}

// A completed session links on to its success page; an expired one back to its cancel page.
function closedNotice(record: SessionRecord): string {
  const { session } = record;
  const next =
    session.status === 'complete'
      ? { href: successRedirect(session), label: 'Continue' }
      : { href: session.cancel_url, label: 'Return' };
  const link = next.href
    ? `\n<a class="link secondary" href="${escapeHtml(next.href)}">${next.label}</a>`
    : '';
  return `<p class="muted">This checkout session is ${session.status}.</p>${link}`;
}

/** The billing portal: the customer's active subscriptions, each with Cancel, and Return. */
export function portalPage(portal: PortalSession, subscriptions: Subscription[]): string {
  const action = `/billing/${encodeURIComponent(portal.id)}/cancel`;
  const cards = subscriptions.map((subscription) => {
    const item = subscription.items.data[0];
    const name = item?.price.nickname ?? 'Subscription';
    const renews = item ? new Date(item.current_period_end * 1000).toISOString().slice(0, 10) : '';
    return `<div class="sub">
<strong>${escapeHtml(name)}</strong> — ${formatAmount(item?.price.unit_amount ?? null, item?.price.currency)} per month
<p class="muted">Renews on ${renews}</p>
<form method="post" action="${action}">
<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">
<button type="submit" class="danger">Cancel subscription</button>
</form>
</div>`;
  });
  const list = cards.length > 0 ? cards.join('\n') : '<p class="muted">No active subscription.</p>';
  const back = portal.return_url
    ? `<a class="link secondary" href="${escapeHtml(portal.return_url)}">Return</a>`
    : '';
  return layout('Billing — Leadgen', `<h1>Manage your subscription</h1>\n${list}\n${back}`);
}

/** A page for a checkout or portal id the sandbox does not know. */
export function notFoundPage(what: string): string {
  return layout(
    'Not found',
    `<h1>Not found</h1><p class="muted">This ${escapeHtml(what)} does not exist.</p>`,
  );
}
