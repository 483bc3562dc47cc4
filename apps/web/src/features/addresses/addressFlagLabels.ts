import type { AddressDeliveryFlag } from '@freight/domain';

/** Readable labels of the delivery yes/no fields, as the Specifications dialog shows them. */
export const addressFlagLabels: Readonly<Record<AddressDeliveryFlag, string>> = {
  first_floor_access: 'First floor access',
  special_equipment_required: 'Special equipment required',
  loading_assistance_required: 'Loading assistance required',
  appointment_required: 'Appointment required',
  packaging_removal_required: 'Packaging removal required',
  loading_dock_available: 'Loading dock available',
  signature_required: 'Signature required',
  inside_delivery: 'Inside delivery',
  stairs_present: 'Stairs present',
  elevator_available: 'Elevator available',
  adult_signature_required: 'Adult signature required',
  assembly_required: 'Assembly required',
  installation_required: 'Installation required',
  unloading_assistance_required: 'Unloading assistance required',
  debris_removal_required: 'Debris removal required',
};
