import type { MouseEvent } from 'react';
import { EBIT_COPY_ALERT } from '../../lib/ui/on-demand-constants';

const PAYMENTS = ['Visa', 'Mastercard', 'American Express', 'Diners', 'Boleto', 'Elo', 'Pix'] as const;
const SHORT: Record<(typeof PAYMENTS)[number], string> = {
  Visa: 'VISA',
  Mastercard: 'MC',
  'American Express': 'AMEX',
  Diners: 'DINERS',
  Boleto: 'BOLETO',
  Elo: 'ELO',
  Pix: 'PIX',
};

/** Payment seals (B§2.6): text badges with accessible names. */
export function PaymentSeals() {
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold text-brand-900">Formas de pagamento</h2>
      <ul className="flex flex-wrap gap-2">
        {PAYMENTS.map((name) => (
          <li key={name}>
            <span role="img" aria-label={name} title={name} className="seal">
              {SHORT[name]}
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
          <span role="img" aria-label="Site seguro com certificado SSL" className="seal">
            SSL
          </span>
        </li>
        <li>
          <span role="img" aria-label="Certificação e-bit" className="seal" onContextMenu={onCertificationContextMenu}>
            e-bit
          </span>
        </li>
      </ul>
    </div>
  );
}
