import type { CSSProperties, MouseEvent } from 'react';
import { EBIT_COPY_ALERT } from '../../lib/constants';

const PAYMENTS = ['Visa', 'Mastercard', 'American Express', 'Diners', 'Boleto', 'Elo', 'Pix'] as const;
/** Each mark's short text and colours (issue 25: recognizable marks); Mastercard and boleto are drawn by app.css. */
type Mark = { text: string; key: string; style?: CSSProperties };
const mark = (text: string, key: string, background?: string, color?: string, italic = false): Mark => ({
  text,
  key,
  style: background ? { background, color, fontStyle: italic ? 'italic' : undefined } : undefined,
});
const SHORT: Record<(typeof PAYMENTS)[number], Mark> = {
  Visa: mark('VISA', 'visa', '#1a1f71', '#fff', true),
  Mastercard: mark('MC', 'mastercard'),
  'American Express': mark('AMEX', 'amex', '#2e77bc', '#fff'),
  Diners: mark('Diners', 'diners', '#0079be', '#fff'),
  Boleto: mark('BOLETO', 'boleto'),
  Elo: mark('elo', 'elo', '#000', '#ffcb05'),
  Pix: mark('pix', 'pix', '#32bcad', '#0b2e2b'),
};
const SSL = mark('SSL', 'ssl', '#15803d', '#fff').style;
const EBIT = mark('e-bit', 'ebit', '#fff', '#e4002b').style;

/** Payment seals (B§2.6): each mark drawn in its own colours, with accessible names. */
export function PaymentSeals() {
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold text-brand-900">Formas de pagamento</h2>
      <ul className="flex flex-wrap gap-2">
        {PAYMENTS.map((name) => (
          <li key={name}>
            <span
              role="img"
              aria-label={name}
              title={name}
              className="seal"
              data-marca={SHORT[name].key}
              style={SHORT[name].style}
            >
              {SHORT[name].text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** B§8: right-clicking the third-party certification seal shows an alert forbidding copying. */
function onCertificationContextMenu(event: MouseEvent) {
  event.preventDefault();
  window.alert(EBIT_COPY_ALERT);
}

/** Security seals (B§2.6). */
export function SecuritySeals() {
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold text-brand-900">Segurança</h2>
      <ul className="flex flex-wrap gap-2">
        <li>
          <span role="img" aria-label="Site seguro com certificado SSL" className="seal" style={SSL}>
            SSL
          </span>
        </li>
        <li>
          <span
            role="img"
            aria-label="Certificação e-bit"
            className="seal"
            style={EBIT}
            onContextMenu={onCertificationContextMenu}
          >
            e-bit
          </span>
        </li>
      </ul>
    </div>
  );
}
