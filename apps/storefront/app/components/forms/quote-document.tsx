import type { Quote } from '@vitrine/contract';
import { installmentLine } from '@vitrine/contract/installments';
import { formatBRL } from '../../lib/commerce/money';
import { storeDate } from '../../lib/store-date';

/** 'Orçamento nº 123'. */
export const quoteNumberText = (id: number) => `Orçamento nº ${id}`;

/** dd/mm/yyyy of a yyyy-mm-dd day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * T§2, T§3 Quote (print): store info, quote number and date, every field the client gave, the product table, payment
 * options and invoicing terms. Used by the institutional pages' quote block and by the printable page. The prices are
 * the request's (unit price at request time) or, once the store answered, its answer's, with discount, total and
 * validity (issue 37): never today's price.
 */
export function QuoteDocument({ quote, headingLevel }: { quote: Quote; headingLevel: 1 | 2 }) {
  const { info_loja: loja, detalhes } = quote;
  const { cliente, produto, pagamento } = detalhes;
  const resposta = detalhes.resposta ?? null;
  const lines = resposta
    ? resposta.linhas.map((l) => ({ ...l, total: l.quantidade * l.precoUnitario }))
    : [
        {
          nome: produto.nomeProduto,
          sku: produto.sku,
          variacao: produto.variacao ?? null,
          quantidade: produto.quantidadeProduto,
          precoUnitario: produto.precoProduto,
          total: pagamento.precoTotal,
        },
      ];
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="quote-document flex flex-col gap-5 text-sm text-gray-900" aria-labelledby="orcamento-numero">
      <header className="flex flex-col gap-3 border-b border-gray-300 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <address className="not-italic">
          <strong className="block text-base">{loja.nomeSite}</strong>
          <span className="block">{loja.razaoSocial}</span>
          <span className="block">{loja.endereco}</span>
          <span className="block">
            {loja.telefone} · {loja.email}
          </span>
        </address>
        <div className="sm:text-right">
          <Title id="orcamento-numero" className="text-xl font-bold text-brand-900">
            {quoteNumberText(detalhes.id_orcamento)}
          </Title>
          {/* T§2: the quote's date as dd/MM/yyyy. */}
          <p>
            Data: <time dateTime={detalhes.data}>{storeDate(detalhes.data)}</time>
          </p>
        </div>
      </header>

      <section aria-labelledby="orcamento-cliente">
        <Sub id="orcamento-cliente" className="mb-1 text-base font-bold text-brand-900">
          Cliente
        </Sub>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5">
          {cliente.nomeRazao ? (
            <>
              <dt className="font-semibold">Razão social</dt>
              <dd>{cliente.nomeRazao}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Contato</dt>
          <dd>{cliente.contato}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">{cliente.email}</dd>
          <dt className="font-semibold">CNPJ/CPF</dt>
          <dd>{cliente.cpfCnpj}</dd>
          <dt className="font-semibold">Inscrição estadual</dt>
          <dd>{cliente.isento ? 'Isento' : cliente.rgIe}</dd>
          {cliente.telefone ? (
            <>
              <dt className="font-semibold">Telefone</dt>
              <dd>{cliente.telefone}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{cliente.cidade ? 'Cidade/UF' : 'UF'}</dt>
          <dd>{cliente.cidade ? `${cliente.cidade}/${cliente.uf}` : cliente.uf}</dd>
          {cliente.newsletter !== undefined ? (
            <>
              <dt className="font-semibold">Newsletter</dt>
              <dd>{cliente.newsletter ? 'quer receber' : 'não quer receber'}</dd>
            </>
          ) : null}
          {cliente.mensagem ? (
            <>
              <dt className="font-semibold">Mensagem</dt>
              <dd className="whitespace-pre-wrap">{cliente.mensagem}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="orcamento-produto">
        <Sub id="orcamento-produto" className="mb-1 text-base font-bold text-brand-900">
          Produto
        </Sub>
        {/* Fits 360 px without sideways scrolling (issue 25): below 640 px the reference sits under the name. */}
        <table className="w-full text-left text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-gray-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Produto
              </th>
              <th scope="col" className="hidden py-1 pr-2 font-semibold sm:table-cell">
                Referência
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                <abbr title="Quantidade" className="no-underline sm:hidden">
                  Qtd.
                </abbr>
                <span className="hidden sm:inline">Quantidade</span>
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                Preço unitário
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} className="border-b border-gray-200">
                <th scope="row" className="py-2 pr-2 font-normal break-words">
                  <span className="flex items-center gap-2">
                    {i === 0 && produto.imagens.small ? (
                      <img
                        src={produto.imagens.small}
                        alt=""
                        width={48}
                        height={48}
                        className="hidden size-12 object-contain sm:block"
                      />
                    ) : null}
                    <span>
                      {line.nome}
                      {line.variacao ? ` (${line.variacao})` : ''}
                      <span className="block text-gray-700 sm:hidden">Ref.: {line.sku}</span>
                    </span>
                  </span>
                </th>
                <td className="hidden py-2 pr-2 sm:table-cell">{line.sku}</td>
                <td className="py-2 pr-2 text-right">{line.quantidade}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap">{formatBRL(line.precoUnitario)}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap">{formatBRL(line.total)}</td>
              </tr>
            ))}
          </tbody>
          {resposta ? (
            <tfoot>
              {resposta.desconto > 0 ? (
                <>
                  <tr>
                    <th scope="row" colSpan={3} className="py-1 pr-2 text-right font-normal sm:hidden">
                      Subtotal
                    </th>
                    <th scope="row" colSpan={4} className="hidden py-1 pr-2 text-right font-normal sm:table-cell">
                      Subtotal
                    </th>
                    <td className="py-1 text-right whitespace-nowrap">{formatBRL(resposta.subtotal)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={3} className="py-1 pr-2 text-right font-normal sm:hidden">
                      Desconto
                    </th>
                    <th scope="row" colSpan={4} className="hidden py-1 pr-2 text-right font-normal sm:table-cell">
                      Desconto
                    </th>
                    <td className="py-1 text-right whitespace-nowrap">− {formatBRL(resposta.desconto)}</td>
                  </tr>
                </>
              ) : null}
              <tr>
                <th scope="row" colSpan={3} className="py-1 pr-2 text-right sm:hidden">
                  Total
                </th>
                <th scope="row" colSpan={4} className="hidden py-1 pr-2 text-right sm:table-cell">
                  Total
                </th>
                <td className="py-1 text-right font-bold whitespace-nowrap">{formatBRL(resposta.total)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </section>

      {resposta ? (
        <section aria-labelledby="orcamento-resposta">
          <Sub id="orcamento-resposta" className="mb-1 text-base font-bold text-brand-900">
            Resposta da loja
          </Sub>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            <dt className="font-semibold">Respondido em</dt>
            <dd>
              <time dateTime={resposta.respondidoEm}>{storeDate(resposta.respondidoEm)}</time>
            </dd>
            <dt className="font-semibold">Válido até</dt>
            <dd>
              {dayText(resposta.validoAte)}
              {resposta.expirado ? ' — validade encerrada; peça uma nova resposta' : ''}
            </dd>
            {resposta.frete ? (
              <>
                <dt className="font-semibold">Frete</dt>
                <dd>{resposta.frete}</dd>
              </>
            ) : null}
          </dl>
          {resposta.mensagem ? <p className="mt-2 whitespace-pre-wrap">{resposta.mensagem}</p> : null}
        </section>
      ) : null}

      <section aria-labelledby="orcamento-pagamento">
        <Sub id="orcamento-pagamento" className="mb-1 text-base font-bold text-brand-900">
          Formas de pagamento
        </Sub>
        <ul className="flex flex-col gap-0.5">
          <li>
            À vista no boleto ou Pix: <strong>{formatBRL(pagamento.valorBoleto)}</strong>
          </li>
          {pagamento.parcelas.map((parcela) => (
            <li key={parcela.quantidade}>{installmentLine(parcela.quantidade, parcela.valor, parcela.labelTaxa)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="orcamento-faturamento">
        <Sub id="orcamento-faturamento" className="mb-1 text-base font-bold text-brand-900">
          Condições de faturamento
        </Sub>
        <p>
          {pagamento.diasFaturamento > 0
            ? `Para empresas, faturamento em ${pagamento.diasFaturamento} dias após a emissão da nota fiscal, sujeito à análise de crédito.`
            : 'Pagamento antecipado: o pedido é faturado após a confirmação do pagamento.'}
        </p>
        <p className="mt-1 text-gray-700">
          {resposta
            ? `Valores da resposta da loja, válidos até ${dayText(resposta.validoAte)}.`
            : 'Valores da data do pedido, sujeitos à confirmação da loja na resposta.'}
        </p>
      </section>
    </article>
  );
}
