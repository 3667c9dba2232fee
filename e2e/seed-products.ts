/** Seeded products the form journeys use: priced on request, sold out, and available (with the corporate box). */
export const ON_REQUEST = '/alicate-wattimetro-trifasico-aw-1000.html';
export const SOLD_OUT = '/multimetro-industrial-true-rms-md-900-cat-iv.html';
export const AVAILABLE = '/alicate-amperimetro-digital-aa-400-true-rms.html';
