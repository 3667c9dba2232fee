import { DATA_LOGGERS, CONTROLLERS } from './products-loggers-controllers';
import { SENSORS, THERMOMETERS } from './products-sensors-thermometers';
import { REFRIGERATION } from './products-refrigeration';
import { INSTRUMENTS, WELDING } from './products-instruments-welding';
import type { ProductSpec } from './product-spec';

/** Every demo product in id order (id = position + 1); add new products at the very end so existing ids stay. */
export const PRODUCT_SPECS: readonly ProductSpec[] = [
  ...DATA_LOGGERS,
  ...CONTROLLERS,
  ...SENSORS,
  ...THERMOMETERS,
  ...REFRIGERATION,
  ...INSTRUMENTS,
  ...WELDING,
];
