import { useQuery } from '@apollo/client/react';
import { Button, Card, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { ChangeCollection, wallClock } from '@plumbing/shared';
import { timeZoneLabel } from '../booking-calendar';
import { siteConfig } from '../../../platform/site-config';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AppointmentDetails } from './appointment-dialog';
import { AdminAppointmentsQuery, type AdminAppointment } from './appointment-operations';
import { AdminHeading, LoadFailure, RefreshButton, WarningAlert } from '../../../ui/admin/admin-screen-parts';
import { AdminRecordList } from '../../../ui/admin/admin-record-list';
import type { ListSort } from '../../../ui/admin/card-list';
import { formatDateTime } from '../../../ui/admin/date-time';
import { ListSearchBox, matchesSearch, useListSearch } from '../../../ui/admin/list-search';
import { useLinkedSelection } from '../../../ui/admin/use-linked-selection';
import { AppointmentCard } from './appointment-card';
import { APPOINTMENT_STATUSES, SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

/** The owner's search: name, e-mail, phone, service, or the date as the list shows it ("Nov 24") or as YYYY-MM-DD. */
function matches(appointment: AdminAppointment, search: string, timeZone: string): boolean {
  if (!search) return true;
  const instant = new Date(appointment.preferredDate);
  return matchesSearch(
    search,
    appointment.customerName,
    appointment.customerEmail,
    appointment.customerPhone,
    appointment.serviceType,
    SERVICE_LABELS[appointment.serviceType],
    formatDateTime(appointment.preferredDate, timeZone),
    Number.isNaN(instant.getTime()) ? '' : wallClock(instant, timeZone).date,
  );
}

/** The list's own order, what an owner works through: upcoming soonest first, then past ones, latest first. */
function upcomingFirst(now: number): (a: AdminAppointment, b: AdminAppointment) => number {
  return (a, b) => {
    const [at, bt] = [Date.parse(a.preferredDate), Date.parse(b.preferredDate)];
    const [aPast, bPast] = [at < now, bt < now];
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? bt - at : at - bt;
  };
}

/** The orders of the list: the table's column sorters and a phone's sort menu. */
const SORTS: Record<'customerName' | 'serviceType' | 'preferredDate' | 'status', ListSort<AdminAppointment>> = {
  customerName: {
    key: 'customerName',
    compare: (a, b) => a.customerName.localeCompare(b.customerName),
    ascending: 'Name, A to Z',
    descending: 'Name, Z to A',
  },
  serviceType: {
    key: 'serviceType',
    compare: (a, b) => SERVICE_LABELS[a.serviceType].localeCompare(SERVICE_LABELS[b.serviceType]),
    ascending: 'Service, A to Z',
    descending: 'Service, Z to A',
  },
  preferredDate: {
    key: 'preferredDate',
    compare: (a, b) => Date.parse(a.preferredDate) - Date.parse(b.preferredDate),
    ascending: 'Date, earliest first',
    descending: 'Date, latest first',
  },
  status: {
    key: 'status',
    compare: (a, b) => APPOINTMENT_STATUSES.indexOf(a.status) - APPOINTMENT_STATUSES.indexOf(b.status),
    ascending: 'Status, pending first',
    descending: 'Status, cancelled first',
  },
};

/**
 * /admin/appointments: every booking request, searchable and sortable, with a details dialog; cards
 * on a phone. `?id=` (a notification's link) opens that appointment's dialog.
 */
export default function AppointmentsScreen() {
  usePageTitle('Appointments');
  const { timeZone } = siteConfig.business;
  const { data, error, loading, refetch } = useQuery(AdminAppointmentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const search = useListSearch();
  const { linkedId, selectedId, select, close } = useLinkedSelection();

  // New requests and changes made elsewhere (another tab, another instance) show up without a reload.
  useDataChanged(ChangeCollection.appointments, () => void refetch().catch(() => undefined));

  const appointments = data?.appointments;
  const rows = useMemo(
    () => (appointments ?? []).filter((a) => matches(a, search.term, timeZone)).sort(upcomingFirst(Date.now())),
    [appointments, search.term, timeZone],
  );
  const linkedGone = Boolean(linkedId && appointments && !appointments.some((a) => a.id === linkedId));

  const emptyText = search.term ? 'No appointments match your search.' : 'No appointment requests yet.';
  const columns: TableColumnsType<AdminAppointment> = [
    {
      title: 'Customer Name',
      dataIndex: 'customerName',
      key: 'customerName',
      sorter: SORTS.customerName.compare,
    },
    {
      title: 'Service Type',
      dataIndex: 'serviceType',
      key: 'serviceType',
      sorter: SORTS.serviceType.compare,
      render: (_, appointment) => SERVICE_LABELS[appointment.serviceType],
    },
    {
      title: 'Appointment Date',
      dataIndex: 'preferredDate',
      key: 'preferredDate',
      sorter: SORTS.preferredDate.compare,
      render: (_, appointment) => formatDateTime(appointment.preferredDate, timeZone),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: SORTS.status.compare,
      render: (_, appointment) => <Tag color={STATUS_COLORS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, appointment) => (
        <Button type="link" onClick={() => select(appointment.id)}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Appointments">
        <RefreshButton refetch={refetch} />
      </AdminHeading>
      {error && <LoadFailure title="Failed to fetch appointments" stale={Boolean(data)} />}
      {linkedGone && <WarningAlert title="That appointment no longer exists: it was deleted." />}
      <Card>
        <ListSearchBox
          search={search}
          label="Search appointments"
          placeholder="Search by name, email, phone, service or date"
          style={{ maxWidth: 420, marginBottom: 8 }}
        />
        <Typography.Paragraph type="secondary">Dates and times are {timeZoneLabel(timeZone)}.</Typography.Paragraph>
        <AdminRecordList
          label="Appointments"
          items={rows}
          loading={loading && !data}
          defaultOrder="Upcoming first"
          sorts={Object.values(SORTS)}
          renderCard={(appointment) => (
            <AppointmentCard appointment={appointment} timeZone={timeZone} onOpen={() => select(appointment.id)} />
          )}
          emptyText={emptyText}
          columns={columns}
          tableMinWidth={800}
        />
      </Card>
      <AppointmentDetails id={selectedId} timeZone={timeZone} onClose={close} />
    </>
  );
}
