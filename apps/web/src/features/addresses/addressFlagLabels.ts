import type { AddressDeliveryFlag } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

/** The delivery yes/no options' labels, as the Specifications dialog shows them. */
export const addressFlagLabels: Readonly<Record<AddressDeliveryFlag, MessageId>> = {
  first_floor_access: 'addresses.flagFirstFloorAccess',
  special_equipment_required: 'addresses.flagSpecialEquipment',
  loading_assistance_required: 'addresses.flagLoadingAssistance',
  appointment_required: 'addresses.flagAppointment',
  packaging_removal_required: 'addresses.flagPackagingRemoval',
  loading_dock_available: 'addresses.flagLoadingDock',
  signature_required: 'addresses.flagSignature',
  inside_delivery: 'addresses.flagInsideDelivery',
  stairs_present: 'addresses.flagStairs',
  elevator_available: 'addresses.flagElevator',
  adult_signature_required: 'addresses.flagAdultSignature',
  assembly_required: 'addresses.flagAssembly',
  installation_required: 'addresses.flagInstallation',
  unloading_assistance_required: 'addresses.flagUnloadingAssistance',
  debris_removal_required: 'addresses.flagDebrisRemoval',
};
