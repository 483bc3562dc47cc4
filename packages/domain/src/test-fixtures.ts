/**
 * Test data shared by the domain's tests and the server's (`@freight/domain/test-fixtures`): one copy of a
 * valid address, its required-field messages and a typical tariff, kept out of the product's entry point.
 */
export {
  complete as completeAddress,
  requiredFieldMessages as addressRequiredFieldMessages,
} from './addresses/address.fixtures';
export { AIR_WEIGHT_BREAKS } from './rate-cards/rate-card.fixtures';
