import { useQuery } from '@apollo/client/react';
import { Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ChangeCollection, wallClock } from '@plumbing/shared';
import { timeZoneLabel } from '../booking-calendar';
import { siteConfig } from '../../../platform/site-config';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AppointmentDialog, type AdminAppointment } from './appointment-dialog';
import { AdminAppointmentsQuery } from './appointment-operations';
import { AdminHeading, adminTableLayout, LoadFailure, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { formatDateTime } from '../../../ui/admin/date-time';
import { ListSearchBox, useListSearch } from '../../../ui/admin/list-search';
import { APPOINTMENT_STATUSES, SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

/** The owner's search: name, e-mail, phone, service, or the date as the list shows it ("Nov 24") or as YYYY-MM-DD. */
function matches(appointment: AdminAppointment, search: string, timeZone: string): boolean {
  if (!search) return true;
  const instant = new Date(appointment.preferredDate);
  return [
    appointment.customerName,
    appointment.customerEmail,
    appointment.customerPhone,
    appointment.serviceType,
    SERVICE_LABELS[appointment.serviceType],
    formatDateTime(appointment.preferredDate, timeZone),
    Number.isNaN(instant.getTime()) ? '' : wallClock(instant, timeZone).date,
  ].some((text) => text.toLowerCase().includes(search));
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

/** /admin/appointments: every booking request, searchable and sortable, with a details dialog. */
export default function AppointmentsScreen() {
  usePageTitle('Appointments');
  const { timeZone } = siteConfig.business;
  const { data, error, loading, refetch } = useQuery(AdminAppointmentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const search = useListSearch();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // New requests and changes made elsewhere (another tab, another instance) show up without a reload.
  useDataChanged(ChangeCollection.appointments, () => void refetch().catch(() => undefined));

  const appointments = data?.appointments;
  const rows = useMemo(
    () => (appointments ?? []).filter((a) => matches(a, search.term, timeZone)).sort(upcomingFirst(Date.now())),
    [appointments, search.term, timeZone],
  );
  const selected = appointments?.find((a) => a.id === selectedId) ?? null;

  const columns: TableColumnsType<AdminAppointment> = [
    {
      title: 'Customer Name',
      dataIndex: 'customerName',
      key: 'customerName',
      sorter: (a, b) => a.customerName.localeCompare(b.customerName),
    },
    {
      title: 'Service Type',
      dataIndex: 'serviceType',
      key: 'serviceType',
      sorter: (a, b) => SERVICE_LABELS[a.serviceType].localeCompare(SERVICE_LABELS[b.serviceType]),
      render: (_, appointment) => SERVICE_LABELS[appointment.serviceType],
    },
    {
      title: 'Appointment Date',
      dataIndex: 'preferredDate',
      key: 'preferredDate',
      sorter: (a, b) => Date.parse(a.preferredDate) - Date.parse(b.preferredDate),
      render: (_, appointment) => formatDateTime(appointment.preferredDate, timeZone),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: (a, b) => APPOINTMENT_STATUSES.indexOf(a.status) - APPOINTMENT_STATUSES.indexOf(b.status),
      render: (_, appointment) => <Tag color={STATUS_COLORS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, appointment) => (
        <Button type="link" onClick={() => setSelectedId(appointment.id)}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Appointments">
        <RefreshButton refetch={refetch} busy={loading && Boolean(data)} />
      </AdminHeading>
      {error && <LoadFailure title="Failed to fetch appointments" stale={Boolean(data)} />}
      <Card>
        <ListSearchBox
          search={search}
          label="Search appointments"
          placeholder="Search by name, email, phone, service or date"
          style={{ maxWidth: 420, marginBottom: 8 }}
        />
        <Typography.Paragraph type="secondary">Dates and times are {timeZoneLabel(timeZone)}.</Typography.Paragraph>
        <Table<AdminAppointment>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading && !data}
          {...adminTableLayout(800)}
          locale={{ emptyText: search.term ? 'No appointments match your search.' : 'No appointment requests yet.' }}
        />
      </Card>
      <AppointmentDialog appointment={selected} timeZone={timeZone} onClose={() => setSelectedId(null)} />
    </>
  );
}
