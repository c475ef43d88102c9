import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/my-auditions: the artist's audition invitations with bookable slots and bookings. */
export function myAuditionsQueryOptions() {
  return queryOptions({ queryKey: ["/api/my-auditions"] as const, queryFn: ({ signal }) => api("GET /api/my-auditions", { signal }) });
}

export function useMyAuditions() {
  return useQuery(myAuditionsQueryOptions());
}

function useAuditionMutation<I>(fn: (input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: myAuditionsQueryOptions().queryKey }) });
}

/** POST /api/audition-slots/{id}/book. */
export const useBookSlot = () => useAuditionMutation((slotId: number) => api("POST /api/audition-slots/{id}/book", { params: { id: slotId } }));

/** POST /api/audition-bookings/{id}/cancel. */
export const useCancelBooking = () => useAuditionMutation((id: number) => api("POST /api/audition-bookings/{id}/cancel", { params: { id } }));

/** POST /api/audition-bookings/{id}/reschedule. */
export const useRequestReschedule = () =>
  useAuditionMutation(({ id, message }: { id: number; message: string }) =>
    api("POST /api/audition-bookings/{id}/reschedule", { params: { id }, body: { message } }),
  );

/** The booking's calendar file (GET /api/audition-bookings/{id}/calendar.ics), downloaded by a plain link. */
export const calendarUrl = (bookingId: number) => `/api/audition-bookings/${bookingId}/calendar.ics`;
