import type { MouseEvent } from 'react';
import { EBIT_COPY_ALERT } from '../../lib/ui/on-demand-constants';

const PAYMENTS = ['Visa', 'Mastercard', 'American Express', 'Diners', 'Boleto', 'Elo', 'Pix'] as const;
/** Each mark's short text and its stylesheet key (app.css draws it in the mark's colours). */
const SHORT: Record<(typeof PAYMENTS)[number], [text: string, mark: string]> = {
  Visa: ['VISA', 'visa'],
  Mastercard: ['MC', 'mastercard'],
  'American Express': ['AMEX', 'amex'],
  Diners: ['Diners', 'diners'],
  Boleto: ['BOLETO', 'boleto'],
  Elo: ['elo', 'elo'],
  Pix: ['pix', 'pix'],
};

/** Payment seals (B§2.6): each mark drawn in its own colours, with accessible names. */
export function PaymentSeals() {
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold text-brand-900">Formas de pagamento</h2>
      <ul className="flex flex-wrap gap-2">
        {PAYMENTS.map((name) => (
          <li key={name}>
            <span role="img" aria-label={name} title={name} className="seal" data-marca={SHORT[name][1]}>
              {SHORT[name][0]}
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
          <span role="img" aria-label="Site seguro com certificado SSL" className="seal" data-marca="ssl">
            SSL
          </span>
        </li>
        <li>
          <span
            role="img"
            aria-label="Certificação e-bit"
            className="seal"
            data-marca="ebit"
            onContextMenu={onCertificationContextMenu}
          >
            e-bit
          </span>
        </li>
      </ul>
    </div>
  );
}
