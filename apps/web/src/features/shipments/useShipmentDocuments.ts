import {
  type BookingConfirmationSend,
  type DocumentLanguage,
  endpointPath,
  type ShipmentDocumentKind,
  shipmentDocumentName,
  shipmentDocumentsApi,
} from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { downloadFromApi } from '../../shared/api/downloadFromApi';
import { shipmentKeys } from '../../shared/api/queryKeys';

const filedKey = (shipmentId: number) => [...shipmentKeys.detail(shipmentId), 'documents'] as const;

/** The shipment's filed PDFs; under the shipment's key, so whatever refreshes the shipment refreshes them. */
export function useFiledShipmentDocuments(shipmentId: number) {
  return useQuery({
    queryKey: filedKey(shipmentId),
    queryFn: ({ signal }) => callApi(shipmentDocumentsApi.list, { params: { id: shipmentId }, signal }),
  });
}

const ENDPOINTS = {
  booking_confirmation: shipmentDocumentsApi.bookingConfirmation,
  house_bill: shipmentDocumentsApi.houseBill,
} as const;

/**
 * Makes one of the shipment's PDFs and saves it as a download. Fetched rather than followed as a link, so the
 * filed list is read again once the server filed its copy, and a failure is shown on the page.
 */
export function useShipmentPdfDownload(shipment: { id: number; shipment_number: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ShipmentDocumentKind) =>
      downloadFromApi(
        endpointPath(ENDPOINTS[kind].path, { id: shipment.id }),
        shipmentDocumentName(shipment.shipment_number, kind),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filedKey(shipment.id) }),
  });
}

/**
 * The language the booking confirmation goes out in (the client contact's, else the company's default) and its
 * standard subject in it; under the shipment's key, so a change of its contact is read again.
 */
export function useBookingConfirmationDraft(shipmentId: number) {
  return useQuery({
    queryKey: [...shipmentKeys.detail(shipmentId), 'booking-send-draft'] as const,
    queryFn: ({ signal }) =>
      callApi(shipmentDocumentsApi.bookingConfirmationDraft, { params: { id: shipmentId }, signal }),
  });
}

/** The booking confirmation's standard subject in another language than the client's, for the send dialog. */
export const readBookingConfirmationDraft = (shipmentId: number, language: DocumentLanguage) =>
  callApi(shipmentDocumentsApi.bookingConfirmationDraft, { params: { id: shipmentId }, query: { language } });

/** POST /shipments/{id}/send_booking_confirmation; the filed list is read again after it. */
export function useSendBookingConfirmation(shipmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingConfirmationSend) =>
      callApi(shipmentDocumentsApi.sendBookingConfirmation, { params: { id: shipmentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filedKey(shipmentId) }),
  });
}
