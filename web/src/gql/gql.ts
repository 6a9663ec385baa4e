/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    displayPrefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment AppointmentEmailFields on OutboxEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    sentAt\n    scheduledFor\n  }\n": typeof types.AppointmentEmailFieldsFragmentDoc,
    "\n  fragment AdminAppointmentFields on Appointment {\n    id\n    customerName\n    customerEmail\n    customerPhone\n    serviceType\n    preferredDate\n    serviceAddress\n    outsideServiceArea\n    description\n    status\n    locale\n    createdAt\n    crew\n    durationMinutes\n    keptOverlapping\n    bookedBy\n    emails {\n      ...AppointmentEmailFields\n    }\n  }\n": typeof types.AdminAppointmentFieldsFragmentDoc,
    "\n  query AdminAppointments {\n    appointments {\n      ...AdminAppointmentFields\n    }\n  }\n": typeof types.AdminAppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) {\n    setAppointmentStatus(id: $id, status: $status, note: $note) {\n      appointment {\n        id\n        status\n        emails {\n          ...AppointmentEmailFields\n        }\n      }\n      emailSent\n      emailError\n      emailRecorded\n    }\n  }\n": typeof types.SetAppointmentStatusDocument,
    "\n  query AppointmentPhotos($id: ID!) {\n    appointment(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n": typeof types.AppointmentPhotosDocument,
    "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n": typeof types.DeleteAppointmentDocument,
    "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      recorded\n      error\n    }\n  }\n": typeof types.ResendAppointmentEmailDocument,
    "\n  query OwnerCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarJobs(from: $from, to: $to) {\n      ...AdminAppointmentFields\n    }\n    busyTimes(from: $from, to: $to) {\n      startsAt\n      endsAt\n      crew\n    }\n    heldTimes(from: $from, to: $to) {\n      appointmentId\n      customerName\n      startsAt\n      endsAt\n      crew\n      heldUntil\n    }\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n": typeof types.OwnerCalendarDocument,
    "\n  fragment JobRulesFields on AppointmentSettings {\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n    ...CrewSettingsFields\n  }\n": typeof types.JobRulesFieldsFragmentDoc,
    "\n  query JobSettings {\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n": typeof types.JobSettingsDocument,
    "\n  query JobStarts($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) {\n    jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) {\n      ...DayTimesFields\n    }\n  }\n": typeof types.JobStartsDocument,
    "\n  fragment JobChangeFields on AppointmentStatusPayload {\n    appointment {\n      ...AdminAppointmentFields\n    }\n    emailSent\n    emailError\n    emailRecorded\n  }\n": typeof types.JobChangeFieldsFragmentDoc,
    "\n  mutation MoveAppointment($id: ID!, $startsAt: DateTimeISO!, $crew: Int) {\n    moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) {\n      ...JobChangeFields\n    }\n  }\n": typeof types.MoveAppointmentDocument,
    "\n  mutation AssignAppointmentCrew($id: ID!, $crew: Int!) {\n    assignAppointmentCrew(id: $id, crew: $crew) {\n      ...AdminAppointmentFields\n    }\n  }\n": typeof types.AssignAppointmentCrewDocument,
    "\n  mutation CreatePhoneJob($input: PhoneJobInput!) {\n    createPhoneJob(input: $input) {\n      ...JobChangeFields\n    }\n  }\n": typeof types.CreatePhoneJobDocument,
    "\n  query ClosedDay($date: String!) {\n    closedDay(date: $date)\n  }\n": typeof types.ClosedDayDocument,
    "\n  query JobsOnDates($dates: [String!]!) {\n    jobsOnDates(dates: $dates) {\n      ...AdminAppointmentFields\n    }\n  }\n": typeof types.JobsOnDatesDocument,
    "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n": typeof types.SaveAppointmentSettingsDocument,
    "\n  fragment AppointmentSettingsFields on AppointmentSettings {\n    enableScheduling\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    minDaysInAdvance\n    maxDaysInAdvance\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n  }\n": typeof types.AppointmentSettingsFieldsFragmentDoc,
    "\n  fragment CustomerMessageSettingsFields on AppointmentSettings {\n    changeCutoffHours\n    reminderLeadHours\n    reviewDelayHours\n  }\n": typeof types.CustomerMessageSettingsFieldsFragmentDoc,
    "\n  fragment CrewSettingsFields on AppointmentSettings {\n    services {\n      serviceType\n      confirmAtOnce\n    }\n    travelBufferMinutes\n    crews {\n      id\n      name\n    }\n  }\n": typeof types.CrewSettingsFieldsFragmentDoc,
    "\n  query AppointmentSettings {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n": typeof types.AppointmentSettingsDocument,
    "\n  query ManagedAppointment($token: String!) {\n    appointmentByToken(token: $token) {\n      ...ManagedAppointmentFields\n    }\n    ...SchedulingRulesFields\n  }\n": typeof types.ManagedAppointmentDocument,
    "\n  fragment ManagedAppointmentFields on ManagedAppointment {\n    serviceType\n    startsAt\n    status\n    firstName\n    canChange\n    changeRefusalCode\n    changeRefusal\n    proposals {\n      startsAt\n      heldUntil\n      held\n    }\n  }\n": typeof types.ManagedAppointmentFieldsFragmentDoc,
    "\n  fragment ManageAppointmentResultFields on ManageAppointmentPayload {\n    success\n    error\n    code\n    appointment {\n      ...ManagedAppointmentFields\n    }\n  }\n": typeof types.ManageAppointmentResultFieldsFragmentDoc,
    "\n  mutation CancelAppointmentByToken($token: String!) {\n    cancelAppointmentByToken(token: $token) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": typeof types.CancelAppointmentByTokenDocument,
    "\n  mutation RescheduleAppointmentByToken($token: String!, $preferredDate: DateTimeISO!) {\n    rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": typeof types.RescheduleAppointmentByTokenDocument,
    "\n  mutation BookProposedTimeByToken($token: String!, $startsAt: DateTimeISO!) {\n    bookProposedTimeByToken(token: $token, startsAt: $startsAt) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": typeof types.BookProposedTimeByTokenDocument,
    "\n  query ScheduleRules {\n    ...SchedulingRulesFields\n    # The form tells a visitor whose ZIP code no area lists; no other page needs the lists (site-config leaves them out).\n    businessProfile {\n      serviceAreas {\n        zipCodes\n      }\n    }\n  }\n": typeof types.ScheduleRulesDocument,
    "\n  fragment DayTimesFields on DayAvailability {\n    date\n    bookable\n    slots {\n      time\n      startsAt\n      available\n    }\n  }\n": typeof types.DayTimesFieldsFragmentDoc,
    "\n  query ScheduleAvailability($date: String!, $serviceType: ServiceType) {\n    availability(date: $date, serviceType: $serviceType) {\n      ...DayTimesFields\n    }\n  }\n": typeof types.ScheduleAvailabilityDocument,
    "\n  query MoveAvailability($token: String!, $date: String!) {\n    availabilityForMove(token: $token, date: $date) {\n      ...DayTimesFields\n    }\n  }\n": typeof types.MoveAvailabilityDocument,
    "\n  fragment SchedulingRulesFields on Query {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n": typeof types.SchedulingRulesFieldsFragmentDoc,
    "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n      queued\n      notice\n      confirmationByEmail\n      calendarUid\n      confirmed\n    }\n  }\n": typeof types.RequestAppointmentDocument,
    "\n  fragment EditableAreaPage on AreaPage {\n    id\n    slug\n    areaName\n    ...AreaPageTextFields\n    published\n    indexable\n    updatedAt\n    projects {\n      id\n    }\n  }\n": typeof types.EditableAreaPageFragmentDoc,
    "\n  query AdminAreaPages {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n    areaPages {\n      ...EditableAreaPage\n    }\n  }\n": typeof types.AdminAreaPagesDocument,
    "\n  mutation SaveAreaPage($input: AreaPageInput!) {\n    saveAreaPage(input: $input) {\n      ...EditableAreaPage\n    }\n  }\n": typeof types.SaveAreaPageDocument,
    "\n  mutation DeleteAreaPage($slug: String!) {\n    deleteAreaPage(slug: $slug)\n  }\n": typeof types.DeleteAreaPageDocument,
    "\n  fragment AreaPageTextFields on AreaPage {\n    intro\n    faq {\n      question\n      answer\n    }\n    es {\n      intro\n      faq {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.AreaPageTextFieldsFragmentDoc,
    "\n  query PublicAreaPage($slug: String!, $locale: Locale = en) {\n    areaPage(slug: $slug) {\n      id\n      slug\n      areaName\n      introHtml(locale: $locale)\n      ...AreaPageTextFields\n      projects {\n        ...ProjectCardFields\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n": typeof types.PublicAreaPageDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": typeof types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n": typeof types.SetupAdminDocument,
    "\n  fragment AuthAnswerFields on AuthPayload {\n    success\n    token\n    error\n  }\n": typeof types.AuthAnswerFieldsFragmentDoc,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  query BackupStatus {\n    backupStatus {\n      running\n      progress {\n        phase\n        done\n        total\n      }\n      lastRun {\n        id\n        trigger\n        status\n        error\n        finishedAt\n      }\n      newestBackupAt\n      warning\n      scheduled\n      nextRunAt\n      keepDaily\n      keepWeekly\n      directory\n      keyFile\n    }\n  }\n": typeof types.BackupStatusDocument,
    "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n": typeof types.BackupWarningDocument,
    "\n  query Backups {\n    backups {\n      name\n      createdAt\n      size\n      rows\n      photos\n    }\n  }\n": typeof types.BackupsDocument,
    "\n  mutation BackUpNow {\n    backUpNow {\n      ok\n      error\n    }\n  }\n": typeof types.BackUpNowDocument,
    "\n  mutation BackupKey($password: String!) {\n    backupKey(password: $password)\n  }\n": typeof types.BackupKeyDocument,
    "\n  fragment BusinessProfileFields on BusinessProfile {\n    name\n    phone\n    emergencyPhone\n    email\n    address {\n      street\n      city\n      region\n      postalCode\n    }\n    latitude\n    longitude\n    licenceNumbers\n    openingHours {\n      open\n      close\n    }\n    closures {\n      name\n      spanishName\n      from\n      to\n    }\n    emergencyService\n    serviceAreas {\n      name\n      slug\n      zipCodes\n    }\n    foundedYear\n    figures {\n      customers\n      satisfaction\n    }\n    reviewUrl\n    socialProfiles\n  }\n": typeof types.BusinessProfileFieldsFragmentDoc,
    "\n  query AdminBusinessProfile {\n    businessProfile {\n      ...BusinessProfileFields\n    }\n  }\n": typeof types.AdminBusinessProfileDocument,
    "\n  mutation SaveBusinessProfile($input: BusinessProfileInput!) {\n    saveBusinessProfile(input: $input) {\n      ...BusinessProfileFields\n    }\n  }\n": typeof types.SaveBusinessProfileDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": typeof types.RotateCalendarFeedDocument,
    "\n  query BusyCalendars {\n    busyCalendars {\n      id\n      name\n      shownUrl\n      crew\n      lastReadAt\n      busyCount\n      failingSince\n      problem\n    }\n    appointmentSettings {\n      crews {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BusyCalendarsDocument,
    "\n  mutation AddBusyCalendar($input: BusyCalendarInput!) {\n    addBusyCalendar(input: $input) {\n      id\n    }\n  }\n": typeof types.AddBusyCalendarDocument,
    "\n  mutation UpdateBusyCalendar($id: ID!, $input: BusyCalendarInput!) {\n    updateBusyCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateBusyCalendarDocument,
    "\n  mutation DeleteBusyCalendar($id: ID!) {\n    deleteBusyCalendar(id: $id)\n  }\n": typeof types.DeleteBusyCalendarDocument,
    "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    service\n    message\n    handledAt\n    createdAt\n    locale\n  }\n": typeof types.AdminContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages {\n    contactMessages {\n      ...AdminContactMessageFields\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": typeof types.DeleteContactMessageDocument,
    "\n  query MessagePhotos($id: ID!) {\n    contactMessage(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n": typeof types.MessagePhotosDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment CustomerPhotoFields on ShownCustomerPhoto {\n    id\n    url\n    thumbnailUrl\n  }\n": typeof types.CustomerPhotoFieldsFragmentDoc,
    "\n  query AdminDashboard {\n    adminDashboard {\n      today {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      tomorrow {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      waiting {\n        kind\n        id\n        name\n        email\n        phone\n        service\n        receivedAt\n        visitAt\n        appointment {\n          ...AdminAppointmentFields\n        }\n        message {\n          ...AdminContactMessageFields\n        }\n      }\n      responseTime {\n        days\n        answered\n        unanswered\n        medianSeconds\n        p90Seconds\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n": typeof types.SetupChecklistDocument,
    "\n  query SiteWarnings {\n    siteWarnings {\n      part\n      title\n      action\n      link {\n        label\n        to\n      }\n      dismissible\n    }\n  }\n": typeof types.SiteWarningsDocument,
    "\n  fragment MediaLibraryItemFields on MediaLibraryItem {\n    url\n    name\n    libraryId\n    bytes\n    alt\n    decorative\n    addedAt\n    image {\n      src\n      srcset\n      width\n      height\n    }\n    uses {\n      kind\n      title\n      draftOnly\n      editPath\n    }\n  }\n": typeof types.MediaLibraryItemFieldsFragmentDoc,
    "\n  query MediaLibrary {\n    mediaLibrary {\n      ...MediaLibraryItemFields\n    }\n  }\n": typeof types.MediaLibraryDocument,
    "\n  mutation UploadLibraryImage($file: Upload!) {\n    uploadLibraryImage(file: $file) {\n      ...MediaLibraryItemFields\n    }\n  }\n": typeof types.UploadLibraryImageDocument,
    "\n  mutation DescribeLibraryImage($id: ID!, $alt: String!, $decorative: Boolean!) {\n    describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) {\n      ...MediaLibraryItemFields\n    }\n  }\n": typeof types.DescribeLibraryImageDocument,
    "\n  mutation DeleteLibraryImage($id: ID!) {\n    deleteLibraryImage(id: $id)\n  }\n": typeof types.DeleteLibraryImageDocument,
    "\n  query AdminPages {\n    pagesToEdit {\n      id\n      title\n      slug\n      type\n      updatedAt\n      publishedAt\n      unpublishedChanges\n      seo {\n        title\n        redirectUrl\n        robots {\n          noindex\n        }\n      }\n    }\n  }\n": typeof types.AdminPagesDocument,
    "\n  query AdminPage($id: ID!) {\n    pageToEdit(id: $id) {\n      ...EditablePage\n    }\n  }\n": typeof types.AdminPageDocument,
    "\n  fragment EditablePage on Page {\n    id\n    updatedAt\n    publishedAt\n    unpublishedChanges\n    title\n    slug\n    content\n    type\n    seo {\n      title\n      description\n      keywords\n      canonicalUrl\n      redirectUrl\n      schema\n      robots {\n        noindex\n        nofollow\n        noarchive\n        nosnippet\n        noimageindex\n        notranslate\n      }\n      social {\n        ogTitle\n        ogDescription\n        ogImage\n        twitterCard\n        twitterTitle\n        twitterDescription\n        twitterImage\n      }\n    }\n    es {\n      title\n      content\n      seoTitle\n      seoDescription\n    }\n  }\n": typeof types.EditablePageFragmentDoc,
    "\n  mutation SavePage($input: PageInput!) {\n    savePage(input: $input) {\n      ...EditablePage\n    }\n  }\n": typeof types.SavePageDocument,
    "\n  mutation SavePageDraft($input: PageInput!) {\n    savePageDraft(input: $input) {\n      ...EditablePage\n    }\n  }\n": typeof types.SavePageDraftDocument,
    "\n  query PageRevisions($pageId: ID!) {\n    pageRevisions(pageId: $pageId) {\n      id\n      publishedAt\n      title\n      content\n    }\n  }\n": typeof types.PageRevisionsDocument,
    "\n  mutation RestorePageRevision($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n": typeof types.RestorePageRevisionDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id)\n  }\n": typeof types.DeletePageDocument,
    "\n  mutation PublishPage($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n": typeof types.PublishPageDocument,
    "\n  query PublicPage($slug: String!, $locale: Locale = en) {\n    pageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      html(locale: $locale)\n      es {\n        title\n      }\n      seo {\n        redirectUrl\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n": typeof types.PublicPageDocument,
    "\n  query PagePreview($id: ID!, $locale: Locale = en) {\n    pageToEdit(id: $id) {\n      id\n      title\n      html(locale: $locale)\n      es {\n        title\n      }\n    }\n  }\n": typeof types.PagePreviewDocument,
    "\n  query AdminProjects {\n    projects {\n      ...ProjectDetailFields\n      serviceArea\n      updatedAt\n      image\n      imageUrl\n      tableOnly\n    }\n  }\n": typeof types.AdminProjectsDocument,
    "\n  query ProjectServiceAreas {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n  }\n": typeof types.ProjectServiceAreasDocument,
    "\n  mutation SaveProject($input: ProjectInput!) {\n    saveProject(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation UploadImage($file: Upload!, $key: String!) {\n    uploadImage(file: $file, key: $key)\n  }\n": typeof types.UploadImageDocument,
    "\n  fragment PictureFields on ResponsiveImage {\n    src\n    srcset\n    width\n    height\n  }\n": typeof types.PictureFieldsFragmentDoc,
    "\n  fragment ProjectCardFields on Project {\n    id\n    title\n    description\n    category\n    completionDate\n    picture {\n      ...PictureFields\n    }\n    es {\n      title\n      description\n    }\n  }\n": typeof types.ProjectCardFieldsFragmentDoc,
    "\n  fragment ProjectDetailFields on Project {\n    id\n    title\n    description\n    category\n    type\n    completionDate\n    highlights\n    details\n    specifications {\n      duration\n      location\n      services\n      materials\n    }\n    projectDetails {\n      challenge\n      solution\n      outcome\n    }\n    picture {\n      ...PictureFields\n    }\n    gallery {\n      url\n      caption\n      picture {\n        ...PictureFields\n      }\n    }\n    es {\n      title\n      description\n      type\n      details\n      duration\n      location\n      challenge\n      solution\n      outcome\n      highlights\n      services\n      materials\n    }\n  }\n": typeof types.ProjectDetailFieldsFragmentDoc,
    "\n  query PublicProject($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      areaPage {\n        slug\n        areaName\n      }\n    }\n  }\n": typeof types.PublicProjectDocument,
    "\n  query PublicProjects {\n    projects {\n      ...ProjectCardFields\n      type\n      tableOnly\n      es {\n        type\n      }\n    }\n  }\n": typeof types.PublicProjectsDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    pushSubscriptions {\n      id\n      endpoint\n      label\n      createdAt\n      lastSentAt\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n    }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.DeletePushSubscriptionDocument,
    "\n  mutation SendTestNotification {\n    sendTestNotification {\n      devices\n      sent\n      error\n    }\n  }\n": typeof types.SendTestNotificationDocument,
    "\n  fragment SeoSettingsFields on SeoSettings {\n    title\n    description\n    keywords\n  }\n": typeof types.SeoSettingsFieldsFragmentDoc,
    "\n  query SeoSettings {\n    seoSettings {\n      ...SeoSettingsFields\n    }\n  }\n": typeof types.SeoSettingsDocument,
    "\n  mutation SaveSeoSettings($input: SeoSettingsInput!) {\n    saveSeoSettings(input: $input) {\n      ...SeoSettingsFields\n    }\n  }\n": typeof types.SaveSeoSettingsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      failingSince\n      disabledForFailingAt\n      previousSecretExpiresAt\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    messageId\n    status\n    attempts\n    lastResponseCode\n    lastError\n    lastAttemptAt\n    deliveredAt\n    createdAt\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n        previousSecretExpiresAt\n      }\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      failingSince\n      disabledForFailingAt\n    }\n  }\n": typeof types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  subscription DataChanged($collection: String!) {\n    dataChanged(collection: $collection) {\n      collection\n      operation\n      id\n    }\n  }\n": typeof types.DataChangedDocument,
    "\n  fragment DocumentHeadFields on DocumentHead {\n    title\n    description\n    keywords\n    canonical\n    robots\n    ogTitle\n    ogDescription\n    ogImage\n    ogUrl\n    ogType\n    twitterCard\n    twitterTitle\n    twitterDescription\n    twitterImage\n    schema\n  }\n": typeof types.DocumentHeadFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    displayPrefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment AppointmentEmailFields on OutboxEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    sentAt\n    scheduledFor\n  }\n": types.AppointmentEmailFieldsFragmentDoc,
    "\n  fragment AdminAppointmentFields on Appointment {\n    id\n    customerName\n    customerEmail\n    customerPhone\n    serviceType\n    preferredDate\n    serviceAddress\n    outsideServiceArea\n    description\n    status\n    locale\n    createdAt\n    crew\n    durationMinutes\n    keptOverlapping\n    bookedBy\n    emails {\n      ...AppointmentEmailFields\n    }\n  }\n": types.AdminAppointmentFieldsFragmentDoc,
    "\n  query AdminAppointments {\n    appointments {\n      ...AdminAppointmentFields\n    }\n  }\n": types.AdminAppointmentsDocument,
    "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) {\n    setAppointmentStatus(id: $id, status: $status, note: $note) {\n      appointment {\n        id\n        status\n        emails {\n          ...AppointmentEmailFields\n        }\n      }\n      emailSent\n      emailError\n      emailRecorded\n    }\n  }\n": types.SetAppointmentStatusDocument,
    "\n  query AppointmentPhotos($id: ID!) {\n    appointment(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n": types.AppointmentPhotosDocument,
    "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n": types.DeleteAppointmentDocument,
    "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      recorded\n      error\n    }\n  }\n": types.ResendAppointmentEmailDocument,
    "\n  query OwnerCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarJobs(from: $from, to: $to) {\n      ...AdminAppointmentFields\n    }\n    busyTimes(from: $from, to: $to) {\n      startsAt\n      endsAt\n      crew\n    }\n    heldTimes(from: $from, to: $to) {\n      appointmentId\n      customerName\n      startsAt\n      endsAt\n      crew\n      heldUntil\n    }\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n": types.OwnerCalendarDocument,
    "\n  fragment JobRulesFields on AppointmentSettings {\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n    ...CrewSettingsFields\n  }\n": types.JobRulesFieldsFragmentDoc,
    "\n  query JobSettings {\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n": types.JobSettingsDocument,
    "\n  query JobStarts($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) {\n    jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) {\n      ...DayTimesFields\n    }\n  }\n": types.JobStartsDocument,
    "\n  fragment JobChangeFields on AppointmentStatusPayload {\n    appointment {\n      ...AdminAppointmentFields\n    }\n    emailSent\n    emailError\n    emailRecorded\n  }\n": types.JobChangeFieldsFragmentDoc,
    "\n  mutation MoveAppointment($id: ID!, $startsAt: DateTimeISO!, $crew: Int) {\n    moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) {\n      ...JobChangeFields\n    }\n  }\n": types.MoveAppointmentDocument,
    "\n  mutation AssignAppointmentCrew($id: ID!, $crew: Int!) {\n    assignAppointmentCrew(id: $id, crew: $crew) {\n      ...AdminAppointmentFields\n    }\n  }\n": types.AssignAppointmentCrewDocument,
    "\n  mutation CreatePhoneJob($input: PhoneJobInput!) {\n    createPhoneJob(input: $input) {\n      ...JobChangeFields\n    }\n  }\n": types.CreatePhoneJobDocument,
    "\n  query ClosedDay($date: String!) {\n    closedDay(date: $date)\n  }\n": types.ClosedDayDocument,
    "\n  query JobsOnDates($dates: [String!]!) {\n    jobsOnDates(dates: $dates) {\n      ...AdminAppointmentFields\n    }\n  }\n": types.JobsOnDatesDocument,
    "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n": types.SaveAppointmentSettingsDocument,
    "\n  fragment AppointmentSettingsFields on AppointmentSettings {\n    enableScheduling\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    minDaysInAdvance\n    maxDaysInAdvance\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n  }\n": types.AppointmentSettingsFieldsFragmentDoc,
    "\n  fragment CustomerMessageSettingsFields on AppointmentSettings {\n    changeCutoffHours\n    reminderLeadHours\n    reviewDelayHours\n  }\n": types.CustomerMessageSettingsFieldsFragmentDoc,
    "\n  fragment CrewSettingsFields on AppointmentSettings {\n    services {\n      serviceType\n      confirmAtOnce\n    }\n    travelBufferMinutes\n    crews {\n      id\n      name\n    }\n  }\n": types.CrewSettingsFieldsFragmentDoc,
    "\n  query AppointmentSettings {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n": types.AppointmentSettingsDocument,
    "\n  query ManagedAppointment($token: String!) {\n    appointmentByToken(token: $token) {\n      ...ManagedAppointmentFields\n    }\n    ...SchedulingRulesFields\n  }\n": types.ManagedAppointmentDocument,
    "\n  fragment ManagedAppointmentFields on ManagedAppointment {\n    serviceType\n    startsAt\n    status\n    firstName\n    canChange\n    changeRefusalCode\n    changeRefusal\n    proposals {\n      startsAt\n      heldUntil\n      held\n    }\n  }\n": types.ManagedAppointmentFieldsFragmentDoc,
    "\n  fragment ManageAppointmentResultFields on ManageAppointmentPayload {\n    success\n    error\n    code\n    appointment {\n      ...ManagedAppointmentFields\n    }\n  }\n": types.ManageAppointmentResultFieldsFragmentDoc,
    "\n  mutation CancelAppointmentByToken($token: String!) {\n    cancelAppointmentByToken(token: $token) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": types.CancelAppointmentByTokenDocument,
    "\n  mutation RescheduleAppointmentByToken($token: String!, $preferredDate: DateTimeISO!) {\n    rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": types.RescheduleAppointmentByTokenDocument,
    "\n  mutation BookProposedTimeByToken($token: String!, $startsAt: DateTimeISO!) {\n    bookProposedTimeByToken(token: $token, startsAt: $startsAt) {\n      ...ManageAppointmentResultFields\n    }\n  }\n": types.BookProposedTimeByTokenDocument,
    "\n  query ScheduleRules {\n    ...SchedulingRulesFields\n    # The form tells a visitor whose ZIP code no area lists; no other page needs the lists (site-config leaves them out).\n    businessProfile {\n      serviceAreas {\n        zipCodes\n      }\n    }\n  }\n": types.ScheduleRulesDocument,
    "\n  fragment DayTimesFields on DayAvailability {\n    date\n    bookable\n    slots {\n      time\n      startsAt\n      available\n    }\n  }\n": types.DayTimesFieldsFragmentDoc,
    "\n  query ScheduleAvailability($date: String!, $serviceType: ServiceType) {\n    availability(date: $date, serviceType: $serviceType) {\n      ...DayTimesFields\n    }\n  }\n": types.ScheduleAvailabilityDocument,
    "\n  query MoveAvailability($token: String!, $date: String!) {\n    availabilityForMove(token: $token, date: $date) {\n      ...DayTimesFields\n    }\n  }\n": types.MoveAvailabilityDocument,
    "\n  fragment SchedulingRulesFields on Query {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n": types.SchedulingRulesFieldsFragmentDoc,
    "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n      queued\n      notice\n      confirmationByEmail\n      calendarUid\n      confirmed\n    }\n  }\n": types.RequestAppointmentDocument,
    "\n  fragment EditableAreaPage on AreaPage {\n    id\n    slug\n    areaName\n    ...AreaPageTextFields\n    published\n    indexable\n    updatedAt\n    projects {\n      id\n    }\n  }\n": types.EditableAreaPageFragmentDoc,
    "\n  query AdminAreaPages {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n    areaPages {\n      ...EditableAreaPage\n    }\n  }\n": types.AdminAreaPagesDocument,
    "\n  mutation SaveAreaPage($input: AreaPageInput!) {\n    saveAreaPage(input: $input) {\n      ...EditableAreaPage\n    }\n  }\n": types.SaveAreaPageDocument,
    "\n  mutation DeleteAreaPage($slug: String!) {\n    deleteAreaPage(slug: $slug)\n  }\n": types.DeleteAreaPageDocument,
    "\n  fragment AreaPageTextFields on AreaPage {\n    intro\n    faq {\n      question\n      answer\n    }\n    es {\n      intro\n      faq {\n        question\n        answer\n      }\n    }\n  }\n": types.AreaPageTextFieldsFragmentDoc,
    "\n  query PublicAreaPage($slug: String!, $locale: Locale = en) {\n    areaPage(slug: $slug) {\n      id\n      slug\n      areaName\n      introHtml(locale: $locale)\n      ...AreaPageTextFields\n      projects {\n        ...ProjectCardFields\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n": types.PublicAreaPageDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n": types.SetupAdminDocument,
    "\n  fragment AuthAnswerFields on AuthPayload {\n    success\n    token\n    error\n  }\n": types.AuthAnswerFieldsFragmentDoc,
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n": types.AuthLoginDocument,
    "\n  query BackupStatus {\n    backupStatus {\n      running\n      progress {\n        phase\n        done\n        total\n      }\n      lastRun {\n        id\n        trigger\n        status\n        error\n        finishedAt\n      }\n      newestBackupAt\n      warning\n      scheduled\n      nextRunAt\n      keepDaily\n      keepWeekly\n      directory\n      keyFile\n    }\n  }\n": types.BackupStatusDocument,
    "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n": types.BackupWarningDocument,
    "\n  query Backups {\n    backups {\n      name\n      createdAt\n      size\n      rows\n      photos\n    }\n  }\n": types.BackupsDocument,
    "\n  mutation BackUpNow {\n    backUpNow {\n      ok\n      error\n    }\n  }\n": types.BackUpNowDocument,
    "\n  mutation BackupKey($password: String!) {\n    backupKey(password: $password)\n  }\n": types.BackupKeyDocument,
    "\n  fragment BusinessProfileFields on BusinessProfile {\n    name\n    phone\n    emergencyPhone\n    email\n    address {\n      street\n      city\n      region\n      postalCode\n    }\n    latitude\n    longitude\n    licenceNumbers\n    openingHours {\n      open\n      close\n    }\n    closures {\n      name\n      spanishName\n      from\n      to\n    }\n    emergencyService\n    serviceAreas {\n      name\n      slug\n      zipCodes\n    }\n    foundedYear\n    figures {\n      customers\n      satisfaction\n    }\n    reviewUrl\n    socialProfiles\n  }\n": types.BusinessProfileFieldsFragmentDoc,
    "\n  query AdminBusinessProfile {\n    businessProfile {\n      ...BusinessProfileFields\n    }\n  }\n": types.AdminBusinessProfileDocument,
    "\n  mutation SaveBusinessProfile($input: BusinessProfileInput!) {\n    saveBusinessProfile(input: $input) {\n      ...BusinessProfileFields\n    }\n  }\n": types.SaveBusinessProfileDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": types.RotateCalendarFeedDocument,
    "\n  query BusyCalendars {\n    busyCalendars {\n      id\n      name\n      shownUrl\n      crew\n      lastReadAt\n      busyCount\n      failingSince\n      problem\n    }\n    appointmentSettings {\n      crews {\n        id\n        name\n      }\n    }\n  }\n": types.BusyCalendarsDocument,
    "\n  mutation AddBusyCalendar($input: BusyCalendarInput!) {\n    addBusyCalendar(input: $input) {\n      id\n    }\n  }\n": types.AddBusyCalendarDocument,
    "\n  mutation UpdateBusyCalendar($id: ID!, $input: BusyCalendarInput!) {\n    updateBusyCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateBusyCalendarDocument,
    "\n  mutation DeleteBusyCalendar($id: ID!) {\n    deleteBusyCalendar(id: $id)\n  }\n": types.DeleteBusyCalendarDocument,
    "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    service\n    message\n    handledAt\n    createdAt\n    locale\n  }\n": types.AdminContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages {\n    contactMessages {\n      ...AdminContactMessageFields\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n": types.DeleteContactMessageDocument,
    "\n  query MessagePhotos($id: ID!) {\n    contactMessage(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n": types.MessagePhotosDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  fragment CustomerPhotoFields on ShownCustomerPhoto {\n    id\n    url\n    thumbnailUrl\n  }\n": types.CustomerPhotoFieldsFragmentDoc,
    "\n  query AdminDashboard {\n    adminDashboard {\n      today {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      tomorrow {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      waiting {\n        kind\n        id\n        name\n        email\n        phone\n        service\n        receivedAt\n        visitAt\n        appointment {\n          ...AdminAppointmentFields\n        }\n        message {\n          ...AdminContactMessageFields\n        }\n      }\n      responseTime {\n        days\n        answered\n        unanswered\n        medianSeconds\n        p90Seconds\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n": types.SetupChecklistDocument,
    "\n  query SiteWarnings {\n    siteWarnings {\n      part\n      title\n      action\n      link {\n        label\n        to\n      }\n      dismissible\n    }\n  }\n": types.SiteWarningsDocument,
    "\n  fragment MediaLibraryItemFields on MediaLibraryItem {\n    url\n    name\n    libraryId\n    bytes\n    alt\n    decorative\n    addedAt\n    image {\n      src\n      srcset\n      width\n      height\n    }\n    uses {\n      kind\n      title\n      draftOnly\n      editPath\n    }\n  }\n": types.MediaLibraryItemFieldsFragmentDoc,
    "\n  query MediaLibrary {\n    mediaLibrary {\n      ...MediaLibraryItemFields\n    }\n  }\n": types.MediaLibraryDocument,
    "\n  mutation UploadLibraryImage($file: Upload!) {\n    uploadLibraryImage(file: $file) {\n      ...MediaLibraryItemFields\n    }\n  }\n": types.UploadLibraryImageDocument,
    "\n  mutation DescribeLibraryImage($id: ID!, $alt: String!, $decorative: Boolean!) {\n    describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) {\n      ...MediaLibraryItemFields\n    }\n  }\n": types.DescribeLibraryImageDocument,
    "\n  mutation DeleteLibraryImage($id: ID!) {\n    deleteLibraryImage(id: $id)\n  }\n": types.DeleteLibraryImageDocument,
    "\n  query AdminPages {\n    pagesToEdit {\n      id\n      title\n      slug\n      type\n      updatedAt\n      publishedAt\n      unpublishedChanges\n      seo {\n        title\n        redirectUrl\n        robots {\n          noindex\n        }\n      }\n    }\n  }\n": types.AdminPagesDocument,
    "\n  query AdminPage($id: ID!) {\n    pageToEdit(id: $id) {\n      ...EditablePage\n    }\n  }\n": types.AdminPageDocument,
    "\n  fragment EditablePage on Page {\n    id\n    updatedAt\n    publishedAt\n    unpublishedChanges\n    title\n    slug\n    content\n    type\n    seo {\n      title\n      description\n      keywords\n      canonicalUrl\n      redirectUrl\n      schema\n      robots {\n        noindex\n        nofollow\n        noarchive\n        nosnippet\n        noimageindex\n        notranslate\n      }\n      social {\n        ogTitle\n        ogDescription\n        ogImage\n        twitterCard\n        twitterTitle\n        twitterDescription\n        twitterImage\n      }\n    }\n    es {\n      title\n      content\n      seoTitle\n      seoDescription\n    }\n  }\n": types.EditablePageFragmentDoc,
    "\n  mutation SavePage($input: PageInput!) {\n    savePage(input: $input) {\n      ...EditablePage\n    }\n  }\n": types.SavePageDocument,
    "\n  mutation SavePageDraft($input: PageInput!) {\n    savePageDraft(input: $input) {\n      ...EditablePage\n    }\n  }\n": types.SavePageDraftDocument,
    "\n  query PageRevisions($pageId: ID!) {\n    pageRevisions(pageId: $pageId) {\n      id\n      publishedAt\n      title\n      content\n    }\n  }\n": types.PageRevisionsDocument,
    "\n  mutation RestorePageRevision($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n": types.RestorePageRevisionDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id)\n  }\n": types.DeletePageDocument,
    "\n  mutation PublishPage($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n": types.PublishPageDocument,
    "\n  query PublicPage($slug: String!, $locale: Locale = en) {\n    pageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      html(locale: $locale)\n      es {\n        title\n      }\n      seo {\n        redirectUrl\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n": types.PublicPageDocument,
    "\n  query PagePreview($id: ID!, $locale: Locale = en) {\n    pageToEdit(id: $id) {\n      id\n      title\n      html(locale: $locale)\n      es {\n        title\n      }\n    }\n  }\n": types.PagePreviewDocument,
    "\n  query AdminProjects {\n    projects {\n      ...ProjectDetailFields\n      serviceArea\n      updatedAt\n      image\n      imageUrl\n      tableOnly\n    }\n  }\n": types.AdminProjectsDocument,
    "\n  query ProjectServiceAreas {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n  }\n": types.ProjectServiceAreasDocument,
    "\n  mutation SaveProject($input: ProjectInput!) {\n    saveProject(input: $input) {\n      id\n    }\n  }\n": types.SaveProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation UploadImage($file: Upload!, $key: String!) {\n    uploadImage(file: $file, key: $key)\n  }\n": types.UploadImageDocument,
    "\n  fragment PictureFields on ResponsiveImage {\n    src\n    srcset\n    width\n    height\n  }\n": types.PictureFieldsFragmentDoc,
    "\n  fragment ProjectCardFields on Project {\n    id\n    title\n    description\n    category\n    completionDate\n    picture {\n      ...PictureFields\n    }\n    es {\n      title\n      description\n    }\n  }\n": types.ProjectCardFieldsFragmentDoc,
    "\n  fragment ProjectDetailFields on Project {\n    id\n    title\n    description\n    category\n    type\n    completionDate\n    highlights\n    details\n    specifications {\n      duration\n      location\n      services\n      materials\n    }\n    projectDetails {\n      challenge\n      solution\n      outcome\n    }\n    picture {\n      ...PictureFields\n    }\n    gallery {\n      url\n      caption\n      picture {\n        ...PictureFields\n      }\n    }\n    es {\n      title\n      description\n      type\n      details\n      duration\n      location\n      challenge\n      solution\n      outcome\n      highlights\n      services\n      materials\n    }\n  }\n": types.ProjectDetailFieldsFragmentDoc,
    "\n  query PublicProject($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      areaPage {\n        slug\n        areaName\n      }\n    }\n  }\n": types.PublicProjectDocument,
    "\n  query PublicProjects {\n    projects {\n      ...ProjectCardFields\n      type\n      tableOnly\n      es {\n        type\n      }\n    }\n  }\n": types.PublicProjectsDocument,
    "\n  query PushDevices {\n    pushPublicKey\n    pushSubscriptions {\n      id\n      endpoint\n      label\n      createdAt\n      lastSentAt\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n    }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": types.DeletePushSubscriptionDocument,
    "\n  mutation SendTestNotification {\n    sendTestNotification {\n      devices\n      sent\n      error\n    }\n  }\n": types.SendTestNotificationDocument,
    "\n  fragment SeoSettingsFields on SeoSettings {\n    title\n    description\n    keywords\n  }\n": types.SeoSettingsFieldsFragmentDoc,
    "\n  query SeoSettings {\n    seoSettings {\n      ...SeoSettingsFields\n    }\n  }\n": types.SeoSettingsDocument,
    "\n  mutation SaveSeoSettings($input: SeoSettingsInput!) {\n    saveSeoSettings(input: $input) {\n      ...SeoSettingsFields\n    }\n  }\n": types.SaveSeoSettingsDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      failingSince\n      disabledForFailingAt\n      previousSecretExpiresAt\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    messageId\n    status\n    attempts\n    lastResponseCode\n    lastError\n    lastAttemptAt\n    deliveredAt\n    createdAt\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n        previousSecretExpiresAt\n      }\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      failingSince\n      disabledForFailingAt\n    }\n  }\n": types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  subscription DataChanged($collection: String!) {\n    dataChanged(collection: $collection) {\n      collection\n      operation\n      id\n    }\n  }\n": types.DataChangedDocument,
    "\n  fragment DocumentHeadFields on DocumentHead {\n    title\n    description\n    keywords\n    canonical\n    robots\n    ogTitle\n    ogDescription\n    ogImage\n    ogUrl\n    ogType\n    twitterCard\n    twitterTitle\n    twitterDescription\n    twitterImage\n    schema\n  }\n": types.DocumentHeadFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    displayPrefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    displayPrefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentEmailFields on OutboxEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    sentAt\n    scheduledFor\n  }\n"): (typeof documents)["\n  fragment AppointmentEmailFields on OutboxEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    sentAt\n    scheduledFor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAppointmentFields on Appointment {\n    id\n    customerName\n    customerEmail\n    customerPhone\n    serviceType\n    preferredDate\n    serviceAddress\n    outsideServiceArea\n    description\n    status\n    locale\n    createdAt\n    crew\n    durationMinutes\n    keptOverlapping\n    bookedBy\n    emails {\n      ...AppointmentEmailFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminAppointmentFields on Appointment {\n    id\n    customerName\n    customerEmail\n    customerPhone\n    serviceType\n    preferredDate\n    serviceAddress\n    outsideServiceArea\n    description\n    status\n    locale\n    createdAt\n    crew\n    durationMinutes\n    keptOverlapping\n    bookedBy\n    emails {\n      ...AppointmentEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppointments {\n    appointments {\n      ...AdminAppointmentFields\n    }\n  }\n"): (typeof documents)["\n  query AdminAppointments {\n    appointments {\n      ...AdminAppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) {\n    setAppointmentStatus(id: $id, status: $status, note: $note) {\n      appointment {\n        id\n        status\n        emails {\n          ...AppointmentEmailFields\n        }\n      }\n      emailSent\n      emailError\n      emailRecorded\n    }\n  }\n"): (typeof documents)["\n  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) {\n    setAppointmentStatus(id: $id, status: $status, note: $note) {\n      appointment {\n        id\n        status\n        emails {\n          ...AppointmentEmailFields\n        }\n      }\n      emailSent\n      emailError\n      emailRecorded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentPhotos($id: ID!) {\n    appointment(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentPhotos($id: ID!) {\n    appointment(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAppointment($id: ID!) {\n    deleteAppointment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      recorded\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ResendAppointmentEmail($id: ID!) {\n    resendEmail(id: $id) {\n      sent\n      recorded\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarJobs(from: $from, to: $to) {\n      ...AdminAppointmentFields\n    }\n    busyTimes(from: $from, to: $to) {\n      startsAt\n      endsAt\n      crew\n    }\n    heldTimes(from: $from, to: $to) {\n      appointmentId\n      customerName\n      startsAt\n      endsAt\n      crew\n      heldUntil\n    }\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n"): (typeof documents)["\n  query OwnerCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarJobs(from: $from, to: $to) {\n      ...AdminAppointmentFields\n    }\n    busyTimes(from: $from, to: $to) {\n      startsAt\n      endsAt\n      crew\n    }\n    heldTimes(from: $from, to: $to) {\n      appointmentId\n      customerName\n      startsAt\n      endsAt\n      crew\n      heldUntil\n    }\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobRulesFields on AppointmentSettings {\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n    ...CrewSettingsFields\n  }\n"): (typeof documents)["\n  fragment JobRulesFields on AppointmentSettings {\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n    ...CrewSettingsFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobSettings {\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n"): (typeof documents)["\n  query JobSettings {\n    appointmentSettings {\n      ...JobRulesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobStarts($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) {\n    jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) {\n      ...DayTimesFields\n    }\n  }\n"): (typeof documents)["\n  query JobStarts($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) {\n    jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) {\n      ...DayTimesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobChangeFields on AppointmentStatusPayload {\n    appointment {\n      ...AdminAppointmentFields\n    }\n    emailSent\n    emailError\n    emailRecorded\n  }\n"): (typeof documents)["\n  fragment JobChangeFields on AppointmentStatusPayload {\n    appointment {\n      ...AdminAppointmentFields\n    }\n    emailSent\n    emailError\n    emailRecorded\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveAppointment($id: ID!, $startsAt: DateTimeISO!, $crew: Int) {\n    moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) {\n      ...JobChangeFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveAppointment($id: ID!, $startsAt: DateTimeISO!, $crew: Int) {\n    moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) {\n      ...JobChangeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignAppointmentCrew($id: ID!, $crew: Int!) {\n    assignAppointmentCrew(id: $id, crew: $crew) {\n      ...AdminAppointmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignAppointmentCrew($id: ID!, $crew: Int!) {\n    assignAppointmentCrew(id: $id, crew: $crew) {\n      ...AdminAppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePhoneJob($input: PhoneJobInput!) {\n    createPhoneJob(input: $input) {\n      ...JobChangeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePhoneJob($input: PhoneJobInput!) {\n    createPhoneJob(input: $input) {\n      ...JobChangeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosedDay($date: String!) {\n    closedDay(date: $date)\n  }\n"): (typeof documents)["\n  query ClosedDay($date: String!) {\n    closedDay(date: $date)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsOnDates($dates: [String!]!) {\n    jobsOnDates(dates: $dates) {\n      ...AdminAppointmentFields\n    }\n  }\n"): (typeof documents)["\n  query JobsOnDates($dates: [String!]!) {\n    jobsOnDates(dates: $dates) {\n      ...AdminAppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {\n    saveAppointmentSettings(input: $input) {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentSettingsFields on AppointmentSettings {\n    enableScheduling\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    minDaysInAdvance\n    maxDaysInAdvance\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentSettingsFields on AppointmentSettings {\n    enableScheduling\n    availableDays\n    availableHours {\n      start\n      end\n    }\n    minDaysInAdvance\n    maxDaysInAdvance\n    services {\n      serviceType\n      minutes\n      bookableOnline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerMessageSettingsFields on AppointmentSettings {\n    changeCutoffHours\n    reminderLeadHours\n    reviewDelayHours\n  }\n"): (typeof documents)["\n  fragment CustomerMessageSettingsFields on AppointmentSettings {\n    changeCutoffHours\n    reminderLeadHours\n    reviewDelayHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrewSettingsFields on AppointmentSettings {\n    services {\n      serviceType\n      confirmAtOnce\n    }\n    travelBufferMinutes\n    crews {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CrewSettingsFields on AppointmentSettings {\n    services {\n      serviceType\n      confirmAtOnce\n    }\n    travelBufferMinutes\n    crews {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentSettings {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AppointmentSettings {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n      ...CustomerMessageSettingsFields\n      ...CrewSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedAppointment($token: String!) {\n    appointmentByToken(token: $token) {\n      ...ManagedAppointmentFields\n    }\n    ...SchedulingRulesFields\n  }\n"): (typeof documents)["\n  query ManagedAppointment($token: String!) {\n    appointmentByToken(token: $token) {\n      ...ManagedAppointmentFields\n    }\n    ...SchedulingRulesFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedAppointmentFields on ManagedAppointment {\n    serviceType\n    startsAt\n    status\n    firstName\n    canChange\n    changeRefusalCode\n    changeRefusal\n    proposals {\n      startsAt\n      heldUntil\n      held\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedAppointmentFields on ManagedAppointment {\n    serviceType\n    startsAt\n    status\n    firstName\n    canChange\n    changeRefusalCode\n    changeRefusal\n    proposals {\n      startsAt\n      heldUntil\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManageAppointmentResultFields on ManageAppointmentPayload {\n    success\n    error\n    code\n    appointment {\n      ...ManagedAppointmentFields\n    }\n  }\n"): (typeof documents)["\n  fragment ManageAppointmentResultFields on ManageAppointmentPayload {\n    success\n    error\n    code\n    appointment {\n      ...ManagedAppointmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointmentByToken($token: String!) {\n    cancelAppointmentByToken(token: $token) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAppointmentByToken($token: String!) {\n    cancelAppointmentByToken(token: $token) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointmentByToken($token: String!, $preferredDate: DateTimeISO!) {\n    rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleAppointmentByToken($token: String!, $preferredDate: DateTimeISO!) {\n    rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookProposedTimeByToken($token: String!, $startsAt: DateTimeISO!) {\n    bookProposedTimeByToken(token: $token, startsAt: $startsAt) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookProposedTimeByToken($token: String!, $startsAt: DateTimeISO!) {\n    bookProposedTimeByToken(token: $token, startsAt: $startsAt) {\n      ...ManageAppointmentResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleRules {\n    ...SchedulingRulesFields\n    # The form tells a visitor whose ZIP code no area lists; no other page needs the lists (site-config leaves them out).\n    businessProfile {\n      serviceAreas {\n        zipCodes\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduleRules {\n    ...SchedulingRulesFields\n    # The form tells a visitor whose ZIP code no area lists; no other page needs the lists (site-config leaves them out).\n    businessProfile {\n      serviceAreas {\n        zipCodes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DayTimesFields on DayAvailability {\n    date\n    bookable\n    slots {\n      time\n      startsAt\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment DayTimesFields on DayAvailability {\n    date\n    bookable\n    slots {\n      time\n      startsAt\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleAvailability($date: String!, $serviceType: ServiceType) {\n    availability(date: $date, serviceType: $serviceType) {\n      ...DayTimesFields\n    }\n  }\n"): (typeof documents)["\n  query ScheduleAvailability($date: String!, $serviceType: ServiceType) {\n    availability(date: $date, serviceType: $serviceType) {\n      ...DayTimesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoveAvailability($token: String!, $date: String!) {\n    availabilityForMove(token: $token, date: $date) {\n      ...DayTimesFields\n    }\n  }\n"): (typeof documents)["\n  query MoveAvailability($token: String!, $date: String!) {\n    availabilityForMove(token: $token, date: $date) {\n      ...DayTimesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchedulingRulesFields on Query {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n"): (typeof documents)["\n  fragment SchedulingRulesFields on Query {\n    appointmentSettings {\n      ...AppointmentSettingsFields\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n      queued\n      notice\n      confirmationByEmail\n      calendarUid\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAppointment($input: AppointmentRequestInput!) {\n    requestAppointment(input: $input) {\n      success\n      error\n      code\n      queued\n      notice\n      confirmationByEmail\n      calendarUid\n      confirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableAreaPage on AreaPage {\n    id\n    slug\n    areaName\n    ...AreaPageTextFields\n    published\n    indexable\n    updatedAt\n    projects {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment EditableAreaPage on AreaPage {\n    id\n    slug\n    areaName\n    ...AreaPageTextFields\n    published\n    indexable\n    updatedAt\n    projects {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAreaPages {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n    areaPages {\n      ...EditableAreaPage\n    }\n  }\n"): (typeof documents)["\n  query AdminAreaPages {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n    areaPages {\n      ...EditableAreaPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAreaPage($input: AreaPageInput!) {\n    saveAreaPage(input: $input) {\n      ...EditableAreaPage\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAreaPage($input: AreaPageInput!) {\n    saveAreaPage(input: $input) {\n      ...EditableAreaPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAreaPage($slug: String!) {\n    deleteAreaPage(slug: $slug)\n  }\n"): (typeof documents)["\n  mutation DeleteAreaPage($slug: String!) {\n    deleteAreaPage(slug: $slug)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaPageTextFields on AreaPage {\n    intro\n    faq {\n      question\n      answer\n    }\n    es {\n      intro\n      faq {\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AreaPageTextFields on AreaPage {\n    intro\n    faq {\n      question\n      answer\n    }\n    es {\n      intro\n      faq {\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAreaPage($slug: String!, $locale: Locale = en) {\n    areaPage(slug: $slug) {\n      id\n      slug\n      areaName\n      introHtml(locale: $locale)\n      ...AreaPageTextFields\n      projects {\n        ...ProjectCardFields\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAreaPage($slug: String!, $locale: Locale = en) {\n    areaPage(slug: $slug) {\n      id\n      slug\n      areaName\n      introHtml(locale: $locale)\n      ...AreaPageTextFields\n      projects {\n        ...ProjectCardFields\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"): (typeof documents)["\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthAnswerFields on AuthPayload {\n    success\n    token\n    error\n  }\n"): (typeof documents)["\n  fragment AuthAnswerFields on AuthPayload {\n    success\n    token\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupStatus {\n    backupStatus {\n      running\n      progress {\n        phase\n        done\n        total\n      }\n      lastRun {\n        id\n        trigger\n        status\n        error\n        finishedAt\n      }\n      newestBackupAt\n      warning\n      scheduled\n      nextRunAt\n      keepDaily\n      keepWeekly\n      directory\n      keyFile\n    }\n  }\n"): (typeof documents)["\n  query BackupStatus {\n    backupStatus {\n      running\n      progress {\n        phase\n        done\n        total\n      }\n      lastRun {\n        id\n        trigger\n        status\n        error\n        finishedAt\n      }\n      newestBackupAt\n      warning\n      scheduled\n      nextRunAt\n      keepDaily\n      keepWeekly\n      directory\n      keyFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n"): (typeof documents)["\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Backups {\n    backups {\n      name\n      createdAt\n      size\n      rows\n      photos\n    }\n  }\n"): (typeof documents)["\n  query Backups {\n    backups {\n      name\n      createdAt\n      size\n      rows\n      photos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackUpNow {\n    backUpNow {\n      ok\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation BackUpNow {\n    backUpNow {\n      ok\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackupKey($password: String!) {\n    backupKey(password: $password)\n  }\n"): (typeof documents)["\n  mutation BackupKey($password: String!) {\n    backupKey(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessProfileFields on BusinessProfile {\n    name\n    phone\n    emergencyPhone\n    email\n    address {\n      street\n      city\n      region\n      postalCode\n    }\n    latitude\n    longitude\n    licenceNumbers\n    openingHours {\n      open\n      close\n    }\n    closures {\n      name\n      spanishName\n      from\n      to\n    }\n    emergencyService\n    serviceAreas {\n      name\n      slug\n      zipCodes\n    }\n    foundedYear\n    figures {\n      customers\n      satisfaction\n    }\n    reviewUrl\n    socialProfiles\n  }\n"): (typeof documents)["\n  fragment BusinessProfileFields on BusinessProfile {\n    name\n    phone\n    emergencyPhone\n    email\n    address {\n      street\n      city\n      region\n      postalCode\n    }\n    latitude\n    longitude\n    licenceNumbers\n    openingHours {\n      open\n      close\n    }\n    closures {\n      name\n      spanishName\n      from\n      to\n    }\n    emergencyService\n    serviceAreas {\n      name\n      slug\n      zipCodes\n    }\n    foundedYear\n    figures {\n      customers\n      satisfaction\n    }\n    reviewUrl\n    socialProfiles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBusinessProfile {\n    businessProfile {\n      ...BusinessProfileFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBusinessProfile {\n    businessProfile {\n      ...BusinessProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBusinessProfile($input: BusinessProfileInput!) {\n    saveBusinessProfile(input: $input) {\n      ...BusinessProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBusinessProfile($input: BusinessProfileInput!) {\n    saveBusinessProfile(input: $input) {\n      ...BusinessProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusyCalendars {\n    busyCalendars {\n      id\n      name\n      shownUrl\n      crew\n      lastReadAt\n      busyCount\n      failingSince\n      problem\n    }\n    appointmentSettings {\n      crews {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusyCalendars {\n    busyCalendars {\n      id\n      name\n      shownUrl\n      crew\n      lastReadAt\n      busyCount\n      failingSince\n      problem\n    }\n    appointmentSettings {\n      crews {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBusyCalendar($input: BusyCalendarInput!) {\n    addBusyCalendar(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBusyCalendar($input: BusyCalendarInput!) {\n    addBusyCalendar(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusyCalendar($id: ID!, $input: BusyCalendarInput!) {\n    updateBusyCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusyCalendar($id: ID!, $input: BusyCalendarInput!) {\n    updateBusyCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusyCalendar($id: ID!) {\n    deleteBusyCalendar(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBusyCalendar($id: ID!) {\n    deleteBusyCalendar(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    service\n    message\n    handledAt\n    createdAt\n    locale\n  }\n"): (typeof documents)["\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    service\n    message\n    handledAt\n    createdAt\n    locale\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages {\n    contactMessages {\n      ...AdminContactMessageFields\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages {\n    contactMessages {\n      ...AdminContactMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagePhotos($id: ID!) {\n    contactMessage(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagePhotos($id: ID!) {\n    contactMessage(id: $id) {\n      id\n      photos {\n        ...CustomerPhotoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerPhotoFields on ShownCustomerPhoto {\n    id\n    url\n    thumbnailUrl\n  }\n"): (typeof documents)["\n  fragment CustomerPhotoFields on ShownCustomerPhoto {\n    id\n    url\n    thumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      today {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      tomorrow {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      waiting {\n        kind\n        id\n        name\n        email\n        phone\n        service\n        receivedAt\n        visitAt\n        appointment {\n          ...AdminAppointmentFields\n        }\n        message {\n          ...AdminContactMessageFields\n        }\n      }\n      responseTime {\n        days\n        answered\n        unanswered\n        medianSeconds\n        p90Seconds\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      today {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      tomorrow {\n        date\n        visits {\n          ...AdminAppointmentFields\n        }\n      }\n      waiting {\n        kind\n        id\n        name\n        email\n        phone\n        service\n        receivedAt\n        visitAt\n        appointment {\n          ...AdminAppointmentFields\n        }\n        message {\n          ...AdminContactMessageFields\n        }\n      }\n      responseTime {\n        days\n        answered\n        unanswered\n        medianSeconds\n        p90Seconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n"): (typeof documents)["\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteWarnings {\n    siteWarnings {\n      part\n      title\n      action\n      link {\n        label\n        to\n      }\n      dismissible\n    }\n  }\n"): (typeof documents)["\n  query SiteWarnings {\n    siteWarnings {\n      part\n      title\n      action\n      link {\n        label\n        to\n      }\n      dismissible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaLibraryItemFields on MediaLibraryItem {\n    url\n    name\n    libraryId\n    bytes\n    alt\n    decorative\n    addedAt\n    image {\n      src\n      srcset\n      width\n      height\n    }\n    uses {\n      kind\n      title\n      draftOnly\n      editPath\n    }\n  }\n"): (typeof documents)["\n  fragment MediaLibraryItemFields on MediaLibraryItem {\n    url\n    name\n    libraryId\n    bytes\n    alt\n    decorative\n    addedAt\n    image {\n      src\n      srcset\n      width\n      height\n    }\n    uses {\n      kind\n      title\n      draftOnly\n      editPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaLibrary {\n    mediaLibrary {\n      ...MediaLibraryItemFields\n    }\n  }\n"): (typeof documents)["\n  query MediaLibrary {\n    mediaLibrary {\n      ...MediaLibraryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadLibraryImage($file: Upload!) {\n    uploadLibraryImage(file: $file) {\n      ...MediaLibraryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadLibraryImage($file: Upload!) {\n    uploadLibraryImage(file: $file) {\n      ...MediaLibraryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DescribeLibraryImage($id: ID!, $alt: String!, $decorative: Boolean!) {\n    describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) {\n      ...MediaLibraryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation DescribeLibraryImage($id: ID!, $alt: String!, $decorative: Boolean!) {\n    describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) {\n      ...MediaLibraryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLibraryImage($id: ID!) {\n    deleteLibraryImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLibraryImage($id: ID!) {\n    deleteLibraryImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPages {\n    pagesToEdit {\n      id\n      title\n      slug\n      type\n      updatedAt\n      publishedAt\n      unpublishedChanges\n      seo {\n        title\n        redirectUrl\n        robots {\n          noindex\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPages {\n    pagesToEdit {\n      id\n      title\n      slug\n      type\n      updatedAt\n      publishedAt\n      unpublishedChanges\n      seo {\n        title\n        redirectUrl\n        robots {\n          noindex\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPage($id: ID!) {\n    pageToEdit(id: $id) {\n      ...EditablePage\n    }\n  }\n"): (typeof documents)["\n  query AdminPage($id: ID!) {\n    pageToEdit(id: $id) {\n      ...EditablePage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditablePage on Page {\n    id\n    updatedAt\n    publishedAt\n    unpublishedChanges\n    title\n    slug\n    content\n    type\n    seo {\n      title\n      description\n      keywords\n      canonicalUrl\n      redirectUrl\n      schema\n      robots {\n        noindex\n        nofollow\n        noarchive\n        nosnippet\n        noimageindex\n        notranslate\n      }\n      social {\n        ogTitle\n        ogDescription\n        ogImage\n        twitterCard\n        twitterTitle\n        twitterDescription\n        twitterImage\n      }\n    }\n    es {\n      title\n      content\n      seoTitle\n      seoDescription\n    }\n  }\n"): (typeof documents)["\n  fragment EditablePage on Page {\n    id\n    updatedAt\n    publishedAt\n    unpublishedChanges\n    title\n    slug\n    content\n    type\n    seo {\n      title\n      description\n      keywords\n      canonicalUrl\n      redirectUrl\n      schema\n      robots {\n        noindex\n        nofollow\n        noarchive\n        nosnippet\n        noimageindex\n        notranslate\n      }\n      social {\n        ogTitle\n        ogDescription\n        ogImage\n        twitterCard\n        twitterTitle\n        twitterDescription\n        twitterImage\n      }\n    }\n    es {\n      title\n      content\n      seoTitle\n      seoDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePage($input: PageInput!) {\n    savePage(input: $input) {\n      ...EditablePage\n    }\n  }\n"): (typeof documents)["\n  mutation SavePage($input: PageInput!) {\n    savePage(input: $input) {\n      ...EditablePage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePageDraft($input: PageInput!) {\n    savePageDraft(input: $input) {\n      ...EditablePage\n    }\n  }\n"): (typeof documents)["\n  mutation SavePageDraft($input: PageInput!) {\n    savePageDraft(input: $input) {\n      ...EditablePage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageRevisions($pageId: ID!) {\n    pageRevisions(pageId: $pageId) {\n      id\n      publishedAt\n      title\n      content\n    }\n  }\n"): (typeof documents)["\n  query PageRevisions($pageId: ID!) {\n    pageRevisions(pageId: $pageId) {\n      id\n      publishedAt\n      title\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePageRevision($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePageRevision($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPage($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPage($id: ID!, $expectedUpdatedAt: DateTimeISO) {\n    publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...EditablePage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPage($slug: String!, $locale: Locale = en) {\n    pageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      html(locale: $locale)\n      es {\n        title\n      }\n      seo {\n        redirectUrl\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicPage($slug: String!, $locale: Locale = en) {\n    pageBySlug(slug: $slug) {\n      id\n      title\n      slug\n      html(locale: $locale)\n      es {\n        title\n      }\n      seo {\n        redirectUrl\n      }\n      head(locale: $locale) {\n        ...DocumentHeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagePreview($id: ID!, $locale: Locale = en) {\n    pageToEdit(id: $id) {\n      id\n      title\n      html(locale: $locale)\n      es {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PagePreview($id: ID!, $locale: Locale = en) {\n    pageToEdit(id: $id) {\n      id\n      title\n      html(locale: $locale)\n      es {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjects {\n    projects {\n      ...ProjectDetailFields\n      serviceArea\n      updatedAt\n      image\n      imageUrl\n      tableOnly\n    }\n  }\n"): (typeof documents)["\n  query AdminProjects {\n    projects {\n      ...ProjectDetailFields\n      serviceArea\n      updatedAt\n      image\n      imageUrl\n      tableOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectServiceAreas {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectServiceAreas {\n    businessProfile {\n      serviceAreas {\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProject($input: ProjectInput!) {\n    saveProject(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProject($input: ProjectInput!) {\n    saveProject(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!, $key: String!) {\n    uploadImage(file: $file, key: $key)\n  }\n"): (typeof documents)["\n  mutation UploadImage($file: Upload!, $key: String!) {\n    uploadImage(file: $file, key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureFields on ResponsiveImage {\n    src\n    srcset\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment PictureFields on ResponsiveImage {\n    src\n    srcset\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCardFields on Project {\n    id\n    title\n    description\n    category\n    completionDate\n    picture {\n      ...PictureFields\n    }\n    es {\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectCardFields on Project {\n    id\n    title\n    description\n    category\n    completionDate\n    picture {\n      ...PictureFields\n    }\n    es {\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectDetailFields on Project {\n    id\n    title\n    description\n    category\n    type\n    completionDate\n    highlights\n    details\n    specifications {\n      duration\n      location\n      services\n      materials\n    }\n    projectDetails {\n      challenge\n      solution\n      outcome\n    }\n    picture {\n      ...PictureFields\n    }\n    gallery {\n      url\n      caption\n      picture {\n        ...PictureFields\n      }\n    }\n    es {\n      title\n      description\n      type\n      details\n      duration\n      location\n      challenge\n      solution\n      outcome\n      highlights\n      services\n      materials\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectDetailFields on Project {\n    id\n    title\n    description\n    category\n    type\n    completionDate\n    highlights\n    details\n    specifications {\n      duration\n      location\n      services\n      materials\n    }\n    projectDetails {\n      challenge\n      solution\n      outcome\n    }\n    picture {\n      ...PictureFields\n    }\n    gallery {\n      url\n      caption\n      picture {\n        ...PictureFields\n      }\n    }\n    es {\n      title\n      description\n      type\n      details\n      duration\n      location\n      challenge\n      solution\n      outcome\n      highlights\n      services\n      materials\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProject($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      areaPage {\n        slug\n        areaName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicProject($id: ID!) {\n    project(id: $id) {\n      ...ProjectDetailFields\n      areaPage {\n        slug\n        areaName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProjects {\n    projects {\n      ...ProjectCardFields\n      type\n      tableOnly\n      es {\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicProjects {\n    projects {\n      ...ProjectCardFields\n      type\n      tableOnly\n      es {\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushPublicKey\n    pushSubscriptions {\n      id\n      endpoint\n      label\n      createdAt\n      lastSentAt\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushPublicKey\n    pushSubscriptions {\n      id\n      endpoint\n      label\n      createdAt\n      lastSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestNotification {\n    sendTestNotification {\n      devices\n      sent\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestNotification {\n    sendTestNotification {\n      devices\n      sent\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeoSettingsFields on SeoSettings {\n    title\n    description\n    keywords\n  }\n"): (typeof documents)["\n  fragment SeoSettingsFields on SeoSettings {\n    title\n    description\n    keywords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeoSettings {\n    seoSettings {\n      ...SeoSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SeoSettings {\n    seoSettings {\n      ...SeoSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSeoSettings($input: SeoSettingsInput!) {\n    saveSeoSettings(input: $input) {\n      ...SeoSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSeoSettings($input: SeoSettingsInput!) {\n    saveSeoSettings(input: $input) {\n      ...SeoSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      failingSince\n      disabledForFailingAt\n      previousSecretExpiresAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      failingSince\n      disabledForFailingAt\n      previousSecretExpiresAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    messageId\n    status\n    attempts\n    lastResponseCode\n    lastError\n    lastAttemptAt\n    deliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventType\n    messageId\n    status\n    attempts\n    lastResponseCode\n    lastError\n    lastAttemptAt\n    deliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        url\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n        previousSecretExpiresAt\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n        url\n        previousSecretExpiresAt\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      failingSince\n      disabledForFailingAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      failingSince\n      disabledForFailingAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DataChanged($collection: String!) {\n    dataChanged(collection: $collection) {\n      collection\n      operation\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription DataChanged($collection: String!) {\n    dataChanged(collection: $collection) {\n      collection\n      operation\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentHeadFields on DocumentHead {\n    title\n    description\n    keywords\n    canonical\n    robots\n    ogTitle\n    ogDescription\n    ogImage\n    ogUrl\n    ogType\n    twitterCard\n    twitterTitle\n    twitterDescription\n    twitterImage\n    schema\n  }\n"): (typeof documents)["\n  fragment DocumentHeadFields on DocumentHead {\n    title\n    description\n    keywords\n    canonical\n    robots\n    ogTitle\n    ogDescription\n    ogImage\n    ogUrl\n    ogType\n    twitterCard\n    twitterTitle\n    twitterDescription\n    twitterImage\n    schema\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;