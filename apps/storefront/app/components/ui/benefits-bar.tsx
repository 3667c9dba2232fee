/** The benefits bar (B§2.3; also on the home page) from the store settings (loja.beneficios). */
export function BenefitsBar({ benefits }: { benefits: readonly string[] }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-label="Benefícios" className="mt-8">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li
            key={benefit}
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
          >
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
