/* eslint-disable */
import * as types from './graphql';



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
    "\n  fragment FavoriteFields on Favorite {\n    id\n    _id\n    createdAt\n    jobOffer {\n      id\n      _id\n      slug\n      title\n      expired\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.FavoriteFieldsFragmentDoc,
    "\n  query Favorites($after: String) {\n    favorites(first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FavoriteFields\n        }\n      }\n    }\n  }\n": typeof types.FavoritesDocument,
    "\n  mutation CreateFavorite($input: CreateFavoriteInput!) {\n    createFavorite(input: $input) {\n      favorite {\n        ...FavoriteFields\n      }\n      clientMutationId\n    }\n  }\n": typeof types.CreateFavoriteDocument,
    "\n  mutation DeleteFavorite($input: DeleteFavoriteInput!) {\n    deleteFavorite(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n": typeof types.DeleteFavoriteDocument,
    "\n  fragment OfferCardFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    descriptionPreview\n    jobOfferAd {\n      urgent\n    }\n    jobContract {\n      id\n      name\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        _id\n        slug\n        name\n      }\n      address {\n        id\n        locality {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.OfferCardFieldsFragmentDoc,
    "\n  query PlaceReference {\n    regions(first: 30) {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    departments(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n": typeof types.PlaceReferenceDocument,
    "\n  query PlaceDepartments($after: String) {\n    departments(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n": typeof types.PlaceDepartmentsDocument,
    "\n  query PlaceLocalities($search: String!) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlaceLocalitiesDocument,
    "\n  query PlaceLocality($id: ID!) {\n    locality(id: $id) {\n      id\n      _id\n      name\n      postalCode\n      city {\n        name\n      }\n    }\n  }\n": typeof types.PlaceLocalityDocument,
    "\n  query JobSuggestions($text: String!) {\n    jobSuggestions(text: $text) {\n      text\n      kind\n      count\n      corrected\n    }\n  }\n": typeof types.JobSuggestionsDocument,
    "\n  fragment BookProjectFields on BookProject {\n    id\n    title\n    year\n    role\n    techniques\n    place\n    description\n    images {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n": typeof types.BookProjectFieldsFragmentDoc,
    "\n  query MyBook {\n    myBook {\n      pdfPath\n      isPublic\n      publicSlug\n      publicIndexed\n      suggestedSlug\n      imageCount\n      storedBytes\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n": typeof types.MyBookDocument,
    "\n  mutation CreateBookProject($input: BookProjectInput!) {\n    createBookProject(input: $input) {\n      imageCount\n    }\n  }\n": typeof types.CreateBookProjectDocument,
    "\n  mutation UpdateBookProject($id: ID!, $input: BookProjectInput!) {\n    updateBookProject(id: $id, input: $input) {\n      imageCount\n    }\n  }\n": typeof types.UpdateBookProjectDocument,
    "\n  mutation DeleteBookProject($id: ID!) {\n    deleteBookProject(id: $id) {\n      imageCount\n    }\n  }\n": typeof types.DeleteBookProjectDocument,
    "\n  mutation MoveBookProject($id: ID!, $direction: BookDirection!) {\n    moveBookProject(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n": typeof types.MoveBookProjectDocument,
    "\n  mutation UpdateBookImage($id: ID!, $altText: String!, $caption: String) {\n    updateBookImage(id: $id, altText: $altText, caption: $caption) {\n      imageCount\n    }\n  }\n": typeof types.UpdateBookImageDocument,
    "\n  mutation DeleteBookImage($id: ID!) {\n    deleteBookImage(id: $id) {\n      imageCount\n    }\n  }\n": typeof types.DeleteBookImageDocument,
    "\n  mutation MoveBookImage($id: ID!, $direction: BookDirection!) {\n    moveBookImage(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n": typeof types.MoveBookImageDocument,
    "\n  mutation PublishBook($slug: String!, $indexed: Boolean!) {\n    publishBook(slug: $slug, indexed: $indexed) {\n      isPublic\n      publicSlug\n      publicIndexed\n    }\n  }\n": typeof types.PublishBookDocument,
    "\n  mutation UnpublishBook {\n    unpublishBook {\n      isPublic\n    }\n  }\n": typeof types.UnpublishBookDocument,
    "\n  query MyMessageMails {\n    myMessageMails\n  }\n": typeof types.MyMessageMailsDocument,
    "\n  mutation SetMessageMails($input: SetMessageMailsInput!) {\n    setMessageMails(input: $input) {\n      choice\n    }\n  }\n": typeof types.SetMessageMailsDocument,
    "\n  query MyDetails($candidateId: ID!, $isCandidate: Boolean!) {\n    me {\n      id\n      email\n      firstname\n      lastname\n      confirmationToken\n    }\n    candidate(id: $candidateId) @include(if: $isCandidate) {\n      id\n      mobilePhone\n    }\n  }\n": typeof types.MyDetailsDocument,
    "\n  query MyCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n      mobilePhone\n      cvName\n      socialLinkedinURL\n      createdAt\n      updatedAt\n      user {\n        id\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.MyCandidateDocument,
    "\n  mutation UpdateMyUser($input: UpdateMyUserInput!) {\n    updateMyUser(input: $input) {\n      user {\n        id\n        firstname\n        lastname\n      }\n      clientMutationId\n    }\n  }\n": typeof types.UpdateMyUserDocument,
    "\n  mutation UpdateMyCandidate($input: UpdateMyCandidateInput!) {\n    updateMyCandidate(input: $input) {\n      candidate {\n        id\n        mobilePhone\n        cvName\n        socialLinkedinURL\n        user {\n          id\n          firstname\n          lastname\n        }\n      }\n      clientMutationId\n    }\n  }\n": typeof types.UpdateMyCandidateDocument,
    "\n  query PublicBook($slug: String!) {\n    publicBook(slug: $slug) {\n      slug\n      name\n      pdfPath\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n": typeof types.PublicBookDocument,
    "\n  query AdminAccess {\n    admin {\n      __typename\n    }\n  }\n": typeof types.AdminAccessDocument,
    "\n  query AuditLog($first: Int, $after: String, $search: String, $subjectType: String, $subjectId: String) {\n    admin {\n      auditLog(first: $first, after: $after, search: $search, subjectType: $subjectType, subjectId: $subjectId) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            at\n            actorEmail\n            action\n            actionLabel\n            subjectType\n            subjectId\n            changes {\n              label\n              before\n              after\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AdminCompanies($first: Int, $after: String, $search: String) {\n    admin {\n      companies(first: $first, after: $after, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            accountEmail\n            emailConfirmed\n            personalEmail\n            offersCount\n            ordersCount\n            suspended\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCompaniesDocument,
    "\n  mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {\n    admin {\n      setCompanySuspended(id: $id, suspended: $suspended) {\n        id\n        suspended\n      }\n    }\n  }\n": typeof types.SetCompanySuspendedDocument,
    "\n  query PendingVerifications {\n    admin {\n      pendingVerifications {\n        companyId\n        companyName\n        siretSpaced\n        givenAt\n        triedAt\n        tries\n        allowsPublishing\n      }\n    }\n  }\n": typeof types.PendingVerificationsDocument,
    "\n  query ContactMessages($first: Int, $after: String, $handled: Boolean) {\n    admin {\n      contactMessages(first: $first, after: $after, handled: $handled) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...InboxMessageFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  fragment InboxMessageFields on InboxMessage {\n    id\n    createdAt\n    subjectLabel\n    email\n    message\n    handledAt\n    replies {\n      id\n      createdAt\n      authorEmail\n      body\n    }\n  }\n": typeof types.InboxMessageFieldsFragmentDoc,
    "\n  mutation MarkContactMessageHandled($id: Int!) {\n    admin {\n      markContactMessageHandled(id: $id) {\n        id\n        handledAt\n      }\n    }\n  }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  mutation ReplyToContactMessage($id: Int!, $body: String!, $requestKey: String!) {\n    admin {\n      replyToContactMessage(id: $id, body: $body, requestKey: $requestKey) {\n        id\n        handledAt\n      }\n    }\n  }\n": typeof types.ReplyToContactMessageDocument,
    "\n  fragment AdminLabelFields on CompanyLabel {\n    id\n    title\n    expiresOn\n    declaredAt\n    companyName\n    proofPath\n  }\n": typeof types.AdminLabelFieldsFragmentDoc,
    "\n  query PendingCompanyLabels {\n    admin {\n      pendingCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n": typeof types.PendingCompanyLabelsDocument,
    "\n  mutation DecideCompanyLabel($id: ID!, $approve: Boolean!, $reason: String) {\n    admin {\n      decideCompanyLabel(id: $id, approve: $approve, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DecideCompanyLabelDocument,
    "\n  query ApprovedCompanyLabels {\n    admin {\n      approvedCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n": typeof types.ApprovedCompanyLabelsDocument,
    "\n  mutation RevokeCompanyLabel($id: ID!, $reason: String) {\n    admin {\n      revokeCompanyLabel(id: $id, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RevokeCompanyLabelDocument,
    "\n  query ModerationQueue($first: Int, $after: String, $flaggedOnly: Boolean) {\n    admin {\n      moderationQueue(first: $first, after: $after, flaggedOnly: $flaggedOnly) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            companyName\n            companySuspended\n            place\n            publishedAt\n            path\n            held\n            flags {\n              rule\n              label\n              field\n              sentence\n              law\n              blocking\n            }\n          }\n        }\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation RemoveOffer($id: Int!, $reason: String!, $note: String) {\n    admin {\n      removeOffer(id: $id, reason: $reason, note: $note) {\n        id\n        title\n        reason\n        mailedTo\n      }\n    }\n  }\n": typeof types.RemoveOfferDocument,
    "\n  mutation ApproveOffer($id: Int!) {\n    admin {\n      approveOffer(id: $id) {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ApproveOfferDocument,
    "\n  query AdminPricings {\n    admin {\n      pricings {\n        id\n        name\n        price\n        priceIncl\n        jobOfferAdsAmount\n        durationDays\n        descriptionPoints\n        displayGroup\n        editedByStaffAt\n      }\n    }\n  }\n": typeof types.AdminPricingsDocument,
    "\n  mutation UpdatePricing($id: Int!, $price: String!, $points: [String!]!) {\n    admin {\n      updatePricing(id: $id, price: $price, descriptionPoints: $points) {\n        id\n        price\n        priceIncl\n        descriptionPoints\n        editedByStaffAt\n      }\n    }\n  }\n": typeof types.UpdatePricingDocument,
    "\n  query AdminPromoCodes($first: Int, $after: String) {\n    admin {\n      promoCodes(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            code\n            percentOff\n            amountOff\n            validFrom\n            validUntil\n            maxUses\n            maxUsesPerCompany\n            pricingIds\n            disabledAt\n            uses\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminPromoCodesDocument,
    "\n  mutation CreatePromoCode($input: NewPromoCodeInput!) {\n    admin {\n      createPromoCode(input: $input) {\n        id\n        code\n      }\n    }\n  }\n": typeof types.CreatePromoCodeDocument,
    "\n  mutation DisablePromoCode($id: Int!) {\n    admin {\n      disablePromoCode(id: $id) {\n        id\n        disabledAt\n      }\n    }\n  }\n": typeof types.DisablePromoCodeDocument,
    "\n  query AdminOrders($first: Int, $after: String, $state: AdminOrderState, $search: String) {\n    admin {\n      orders(first: $first, after: $after, state: $state, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            reference\n            status\n            statusLabel\n            providerLabel\n            companyName\n            accountEmail\n            productName\n            amountExcl\n            amountIncl\n            createdAt\n            paidAt\n            invoiceReference\n            invoiceUuid\n            creditNoteReference\n            creditNoteUuid\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation MarkOrderPaid($reference: String!) {\n    admin {\n      markOrderPaid(reference: $reference) {\n        reference\n        statusLabel\n        paidNow\n      }\n    }\n  }\n": typeof types.MarkOrderPaidDocument,
    "\n  mutation IssueCreditNote($invoiceReference: String!, $reason: CreditNoteReasonArg!) {\n    admin {\n      issueCreditNote(invoiceReference: $invoiceReference, reason: $reason) {\n        reference\n        invoiceReference\n        issuedNow\n      }\n    }\n  }\n": typeof types.IssueCreditNoteDocument,
    "\n  query AdminPendingBanners {\n    admin {\n      pendingBanners {\n        id\n        companyName\n        productName\n        orderReference\n        imageUrl\n        link\n        alt\n        days\n        startOn\n        runsFrom\n        runsUntil\n      }\n    }\n  }\n": typeof types.AdminPendingBannersDocument,
    "\n  mutation ReviewBanner($id: Int!, $decision: BannerDecision!, $reason: String) {\n    admin {\n      reviewBanner(id: $id, decision: $decision, reason: $reason) {\n        id\n        review\n      }\n    }\n  }\n": typeof types.ReviewBannerDocument,
    "\n  query ReportedContent {\n    admin {\n      reportedContent {\n        kind\n        jobOfferId\n        companyId\n        title\n        companyName\n        path\n        count\n        urgent\n        automatic\n        oldestAt\n        notices {\n          id\n          reason\n          reasonLabel\n          otherReason\n          explanation\n          automatic\n          reporterName\n          reporterEmail\n          reportedAt\n          suggestedGround\n        }\n      }\n      noticeContests {\n        decidedByEmail\n        statement {\n          id\n          subject\n          decision\n          facts\n          ground\n          contestText\n          contestedAt\n        }\n      }\n      noticeOutcomes {\n        code\n        label\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n": typeof types.ReportedContentDocument,
    "\n  mutation DecideNotice($id: Int!, $outcome: String!, $ground: String, $facts: String!) {\n    admin {\n      decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {\n        decisionId\n        notices\n      }\n    }\n  }\n": typeof types.DecideNoticeDocument,
    "\n  mutation DecideContest($id: Int!, $granted: Boolean!, $facts: String!) {\n    admin {\n      decideContest(decisionId: $id, granted: $granted, facts: $facts) {\n        decisionId\n      }\n    }\n  }\n": typeof types.DecideContestDocument,
    "\n  query AdminNumbers {\n    admin {\n      numbers {\n        offersLive\n        publishedThisWeek\n        applicationsThisWeek\n        revenueThisMonthCents\n        alertsMailedThisWeek\n      }\n    }\n  }\n": typeof types.AdminNumbersDocument,
    "\n  query AdminPosts($first: Int, $after: String) {\n    admin {\n      posts(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            slug\n            state\n            publishedAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminPost($id: Int!) {\n    admin {\n      post(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  fragment AdminPostFields on AdminPost {\n    id\n    title\n    subtitle\n    intro\n    content\n    slug\n    featuredImagePath\n    publishedAt\n    state\n  }\n": typeof types.AdminPostFieldsFragmentDoc,
    "\n  mutation CreatePost($input: AdminPostInput!) {\n    admin {\n      createPost(input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($id: Int!, $input: AdminPostInput!) {\n    admin {\n      updatePost(id: $id, input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation PublishPost($id: Int!, $at: DateTime) {\n    admin {\n      publishPost(id: $id, at: $at) {\n        ...AdminPostFields\n      }\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  mutation UnpublishPost($id: Int!) {\n    admin {\n      unpublishPost(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n": typeof types.UnpublishPostDocument,
    "\n  query AdminShowcase {\n    admin {\n      partners {\n        id\n        name\n        logoPath\n        url\n      }\n      testimonials {\n        id\n        author\n        role\n        quote\n        photoPath\n      }\n    }\n  }\n": typeof types.AdminShowcaseDocument,
    "\n  mutation CreatePartner($input: AdminPartnerInput!) {\n    admin {\n      createPartner(input: $input) {\n        id\n      }\n    }\n  }\n": typeof types.CreatePartnerDocument,
    "\n  mutation UpdatePartner($id: Int!, $input: AdminPartnerInput!) {\n    admin {\n      updatePartner(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n": typeof types.UpdatePartnerDocument,
    "\n  mutation DeletePartner($id: Int!) {\n    admin {\n      deletePartner(id: $id)\n    }\n  }\n": typeof types.DeletePartnerDocument,
    "\n  mutation MovePartner($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      movePartner(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n": typeof types.MovePartnerDocument,
    "\n  mutation CreateTestimonial($input: AdminTestimonialInput!) {\n    admin {\n      createTestimonial(input: $input) {\n        id\n      }\n    }\n  }\n": typeof types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: Int!, $input: AdminTestimonialInput!) {\n    admin {\n      updateTestimonial(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n": typeof types.UpdateTestimonialDocument,
    "\n  mutation DeleteTestimonial($id: Int!) {\n    admin {\n      deleteTestimonial(id: $id)\n    }\n  }\n": typeof types.DeleteTestimonialDocument,
    "\n  mutation MoveTestimonial($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      moveTestimonial(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n": typeof types.MoveTestimonialDocument,
    "\n  query MyAlerts {\n    jobOfferAlerts {\n      totalCount\n      edges {\n        node {\n          id\n          _id\n          enabled\n          recurrence\n          summary\n          searchQuery\n        }\n      }\n    }\n  }\n": typeof types.MyAlertsDocument,
    "\n  mutation UpdateAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n      }\n    }\n  }\n": typeof types.UpdateAlertDocument,
    "\n  mutation DeleteAlert($input: DeleteJobOfferAlertInput!) {\n    deleteJobOfferAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteAlertDocument,
    "\n  query MyAnswerTime {\n    myAnswerTime {\n      medianDays\n      applications\n      answerLine\n      readingLine\n      waitingCount\n      oldestWaiting {\n        id\n        _id\n        jobOfferId\n        offerTitle\n        candidateName\n        sentAt\n      }\n    }\n  }\n": typeof types.MyAnswerTimeDocument,
    "\n  fragment ApplicationOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": typeof types.ApplicationOfferFieldsFragmentDoc,
    "\n  fragment ApplicationDetailFields on JobOfferApplication {\n    id\n    _id\n    uuid\n    createdAt\n    readAt\n    coverLetterMessage\n    questionsAnswerMessage\n    phone\n    cvPath\n    coverLetterPath\n    portfolio {\n      pdfPath\n      projects {\n        title\n        year\n        role\n        techniques\n        place\n        description\n        images {\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n    }\n    interviewStatus\n    triagedByName\n    answeredByName\n    candidateName\n    candidateEmail\n    candidateTel\n    linkedinUrl\n    withdrawn\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n": typeof types.ApplicationDetailFieldsFragmentDoc,
    "\n  query ApplicationDetail($id: ID!) {\n    jobOfferApplication(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n": typeof types.ApplicationDetailDocument,
    "\n  mutation UpdateApplicationDetail($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n      jobOfferApplication {\n        id\n        readAt\n        interviewStatus\n        triagedByName\n      }\n      clientMutationId\n    }\n  }\n": typeof types.UpdateApplicationDetailDocument,
    "\n  query MyApplications($after: String) {\n    jobOfferApplications(first: 30, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n    }\n  }\n\n  fragment MyApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($input: WithdrawJobOfferApplicationInput!) {\n    withdrawJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        ...ApplicationDetailFields\n      }\n    }\n  }\n": typeof types.WithdrawApplicationDocument,
    "\n  fragment ApplicationMessageFields on ApplicationMessage {\n    id\n    fromCompany\n    mine\n    author\n    body\n    byMail\n    sentAt\n    readAt\n    attachments {\n      id\n      name\n      bytes\n      path\n    }\n  }\n": typeof types.ApplicationMessageFieldsFragmentDoc,
    "\n  query ApplicationThread($id: ID!) {\n    jobOfferApplication(id: $id) {\n      id\n      withdrawn\n      unreadMessagesCount\n      messages {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n": typeof types.ApplicationThreadDocument,
    "\n  mutation SendApplicationMessage($input: SendApplicationMessageInput!) {\n    sendApplicationMessage(input: $input) {\n      message {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n": typeof types.SendApplicationMessageDocument,
    "\n  mutation MarkApplicationMessagesRead($input: MarkApplicationMessagesReadInput!) {\n    markApplicationMessagesRead(input: $input) {\n      marked\n    }\n  }\n": typeof types.MarkApplicationMessagesReadDocument,
    "\n  fragment InterviewFields on Interview {\n    id\n    status\n    mode\n    place\n    startsAt\n    endsAt\n    sequence\n    cancelledBy\n    recruiterName\n    slots {\n      id\n      startsAt\n      minutes\n      taken\n    }\n  }\n": typeof types.InterviewFieldsFragmentDoc,
    "\n  query ApplicationInterview($applicationId: ID!) {\n    applicationInterview(applicationId: $applicationId) {\n      ...InterviewFields\n    }\n  }\n": typeof types.ApplicationInterviewDocument,
    "\n  mutation ProposeInterview($applicationId: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {\n    proposeInterview(applicationId: $applicationId, mode: $mode, link: $link, slots: $slots) {\n      ...InterviewFields\n    }\n  }\n": typeof types.ProposeInterviewDocument,
    "\n  mutation PickInterviewSlot($slotId: ID!) {\n    pickInterviewSlot(slotId: $slotId) {\n      ...InterviewFields\n    }\n  }\n": typeof types.PickInterviewSlotDocument,
    "\n  mutation MoveInterview($interviewId: ID!, $slot: InterviewSlotInput!) {\n    moveInterview(interviewId: $interviewId, slot: $slot) {\n      ...InterviewFields\n    }\n  }\n": typeof types.MoveInterviewDocument,
    "\n  mutation CancelInterview($interviewId: ID!) {\n    cancelInterview(interviewId: $interviewId) {\n      ...InterviewFields\n    }\n  }\n": typeof types.CancelInterviewDocument,
    "\n  fragment MessageTemplateFields on MessageTemplate {\n    id\n    title\n    body\n    answer\n  }\n": typeof types.MessageTemplateFieldsFragmentDoc,
    "\n  query MessageTemplates {\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n": typeof types.MessageTemplatesDocument,
    "\n  mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {\n    createMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n": typeof types.CreateMessageTemplateDocument,
    "\n  mutation UpdateMessageTemplate($input: UpdateMessageTemplateInput!) {\n    updateMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n": typeof types.UpdateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($input: DeleteMessageTemplateInput!) {\n    deleteMessageTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteMessageTemplateDocument,
    "\n  fragment TriageApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    interviewStatus\n    candidateName\n    cvPath\n    coverLetterPath\n    withdrawn\n    unreadMessagesCount\n    steps {\n      kind\n      at\n    }\n  }\n": typeof types.TriageApplicationFieldsFragmentDoc,
    "\n  query TriageApplications($jobOfferId: ID!, $first: Int, $interviewStatus: String) {\n    jobOffer(id: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      applicationsCount\n      unreadApplicationsCount(interviewStatus: $interviewStatus)\n    }\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n": typeof types.TriageApplicationsDocument,
    "\n  query TriageMoreApplications($jobOfferId: ID!, $first: Int, $after: String, $interviewStatus: String) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, after: $after, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n": typeof types.TriageMoreApplicationsDocument,
    "\n  mutation TriageInterviewStatus($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n    }\n  }\n": typeof types.TriageInterviewStatusDocument,
    "\n  mutation TriageNoteApplications($input: NoteJobOfferApplicationsInput!) {\n    noteJobOfferApplications(input: $input) {\n      ids\n      interviewStatus\n    }\n  }\n": typeof types.TriageNoteApplicationsDocument,
    "\n  mutation TriageMailApplicants($input: MailJobOfferApplicantsInput!) {\n    mailJobOfferApplicants(input: $input) {\n      sent\n    }\n  }\n": typeof types.TriageMailApplicantsDocument,
    "\n  mutation TriageAnswerApplications($input: AnswerJobOfferApplicationsInput!) {\n    answerJobOfferApplications(input: $input) {\n      sent\n    }\n  }\n": typeof types.TriageAnswerApplicationsDocument,
    "\n  query PaymentPricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          _id\n          uuid\n          name\n          price\n          jobOfferAdsAmount\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n": typeof types.PaymentPricingsDocument,
    "\n  query BoostableOffers {\n    jobOffers(get_only_mine: 1, nb_items: 50) {\n      edges {\n        node {\n          _id\n          title\n          status\n        }\n      }\n    }\n  }\n": typeof types.BoostableOffersDocument,
    "\n  query WalletStatus {\n    wallets {\n      edges {\n        node {\n          id\n          jobOfferAdsConsumed\n          jobOfferAdsRemaining\n        }\n      }\n    }\n    myUrgentOffers {\n      jobOfferId\n      title\n      slug\n      urgentUntil\n    }\n  }\n": typeof types.WalletStatusDocument,
    "\n  query MyOrders {\n    myOrders(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          uuid\n          reference\n          createdAt\n          productName\n          priceIncl\n          status\n          statusLabel\n          paymentMethod\n          invoice {\n            uuid\n            reference\n            createdAtToString\n          }\n          transferDetails {\n            holder\n            bank\n            iban\n            bic\n            reference\n            amount\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyCompany {\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          ...CompanyFields\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyCompanyDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    presentation\n    billingAddress\n    phoneNumber\n    logoName\n    logoPath\n    email\n    contactName\n    contactJobTitle\n    notificationFrequency\n    readTracking\n    tagWords\n    jobPositions {\n      id\n      name\n    }\n    website\n    sizeBand\n    verification {\n      ...CompanyVerificationFields\n    }\n    cover {\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n    works {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  mutation UpdateMyCompany($input: UpdateMyCompanyInput!) {\n    updateMyCompany(input: $input) {\n      company {\n        ...CompanyFields\n      }\n      clientMutationId\n    }\n  }\n": typeof types.UpdateMyCompanyDocument,
    "\n  query MyCompanyLabels {\n    myCompanyLabels {\n      id\n      kind\n      title\n      expiresOn\n      status\n      refusalReason\n      proofPath\n    }\n  }\n": typeof types.MyCompanyLabelsDocument,
    "\n  mutation WithdrawCompanyLabel($id: ID!) {\n    withdrawCompanyLabel(id: $id)\n  }\n": typeof types.WithdrawCompanyLabelDocument,
    "\n  query PublicCompany($id: ID!) {\n    company(id: $id) {\n      id\n      _id\n      name\n      slug\n      presentation\n      logoPath\n      cover {\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      works {\n        id\n        altText\n        caption\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      jobPositions {\n        id\n        name\n      }\n      tagWords\n      website\n      city\n      size\n      responsiveness {\n        answerLine\n        readingLine\n      }\n      labels {\n        kind\n        name\n        holderName\n      }\n      verification {\n        siretSpaced\n        legalName\n        naf\n        size\n      }\n      jobOffers {\n        id\n        _id\n        slug\n        title\n        descriptionPreview\n        distance\n        jobOfferAd {\n          urgent\n        }\n        jobContract {\n          id\n          name\n        }\n        jobSalary {\n          id\n          intervalLabel\n        }\n        pay {\n          minCents\n          maxCents\n          period\n          variable\n        }\n        localizedCompany {\n          id\n          logoPath\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublicCompanyDocument,
    "\n  fragment CompanyVerificationFields on CompanyVerification {\n    siret\n    siretSpaced\n    status\n    refusal\n    legalName\n    street\n    postcode\n    city\n    naf\n    size\n    allowsPublishing\n  }\n": typeof types.CompanyVerificationFieldsFragmentDoc,
    "\n  mutation VerifyCompanySiret($input: VerifyCompanySiretInput!) {\n    verifyCompanySiret(input: $input) {\n      verification {\n        ...CompanyVerificationFields\n      }\n    }\n  }\n": typeof types.VerifyCompanySiretDocument,
    "\n  mutation UpdateCompanyWork($id: ID!, $altText: String!, $caption: String) {\n    updateCompanyWork(id: $id, altText: $altText, caption: $caption) {\n      id\n    }\n  }\n": typeof types.UpdateCompanyWorkDocument,
    "\n  mutation DeleteCompanyWork($id: ID!) {\n    deleteCompanyWork(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCompanyWorkDocument,
    "\n  mutation MoveCompanyWork($id: ID!, $direction: BookDirection!) {\n    moveCompanyWork(id: $id, direction: $direction) {\n      id\n    }\n  }\n": typeof types.MoveCompanyWorkDocument,
    "\n  mutation RemoveCompanyCover($companyId: ID!) {\n    removeCompanyCover(companyId: $companyId)\n  }\n": typeof types.RemoveCompanyCoverDocument,
    "\n  query UnreadApplicationMessages {\n    unreadApplicationMessagesCount\n  }\n": typeof types.UnreadApplicationMessagesDocument,
    "\n  query HomeLatestJobOffers {\n    lastJobOffers(first: 8) {\n      ...OfferCardFields\n    }\n  }\n": typeof types.HomeLatestJobOffersDocument,
    "\n  query HomeShowcase {\n    lastPosts(nb_items: 4) {\n      id\n      _id\n      slug\n      title\n      intro\n      featuredImagePath\n      publishedAt\n    }\n    partners {\n      id\n      name\n      logoPath\n      url\n    }\n    testimonials {\n      id\n      author\n      role\n      quote\n      photoPath\n    }\n  }\n": typeof types.HomeShowcaseDocument,
    "\n  query LegalNotice {\n    legalNotice {\n      publisher\n      address\n      siren\n      rcs\n      vatNumber\n      capital\n      phone\n      publicationDirector\n      hostName\n      hostAddress\n      hostPhone\n      contactEmail\n      example\n    }\n  }\n": typeof types.LegalNoticeDocument,
    "\n  query MyIntegrations {\n    myIntegrations {\n      webhook {\n        url\n        secret\n        updatedAt\n      }\n      deliveries {\n        id\n        event\n        applicationId\n        candidateName\n        offerTitle\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        lastStatus\n        lastError\n        deliveredAt\n      }\n      apiToken {\n        prefix\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.MyIntegrationsDocument,
    "\n  mutation SetWebhook($url: String!) {\n    setWebhook(url: $url) {\n      url\n    }\n  }\n": typeof types.SetWebhookDocument,
    "\n  mutation ReplaceWebhookSecret {\n    replaceWebhookSecret {\n      url\n    }\n  }\n": typeof types.ReplaceWebhookSecretDocument,
    "\n  mutation RemoveWebhook {\n    removeWebhook\n  }\n": typeof types.RemoveWebhookDocument,
    "\n  mutation SendTestWebhook {\n    sendTestWebhook\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation SendWebhookAgain($id: Int!) {\n    sendWebhookAgain(id: $id)\n  }\n": typeof types.SendWebhookAgainDocument,
    "\n  mutation CreateApiToken {\n    createApiToken\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken {\n    revokeApiToken\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query NoticeReasons {\n    noticeReasons {\n      code\n      label\n    }\n  }\n": typeof types.NoticeReasonsDocument,
    "\n  mutation ReportOffer($input: ReportInput!) {\n    reportOffer(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ReportOfferDocument,
    "\n  mutation ReportCompany($input: ReportInput!) {\n    reportCompany(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ReportCompanyDocument,
    "\n  mutation ConfirmNotice($token: String!) {\n    confirmNotice(token: $token) {\n      message\n    }\n  }\n": typeof types.ConfirmNoticeDocument,
    "\n  fragment ModerationStatementFields on ModerationStatement {\n    id\n    subject\n    outcome\n    decision\n    facts\n    automated\n    ground\n    redress\n    decidedAt\n    contestOf\n    contestedAt\n    contestText\n    contestable\n  }\n": typeof types.ModerationStatementFieldsFragmentDoc,
    "\n  query MyModerationDecisions {\n    myModerationDecisions {\n      ...ModerationStatementFields\n    }\n  }\n": typeof types.MyModerationDecisionsDocument,
    "\n  query ModerationDecisionByLink($token: String!) {\n    moderationDecisionByLink(token: $token) {\n      ...ModerationStatementFields\n    }\n  }\n": typeof types.ModerationDecisionByLinkDocument,
    "\n  mutation ContestModerationDecision($id: Int!, $text: String!) {\n    contestModerationDecision(id: $id, text: $text) {\n      id\n    }\n  }\n": typeof types.ContestModerationDecisionDocument,
    "\n  mutation ContestByLink($token: String!, $text: String!) {\n    contestByLink(token: $token, text: $text) {\n      id\n    }\n  }\n": typeof types.ContestByLinkDocument,
    "\n  query OfferApplicationState($jobOfferId: ID!, $candidateId: ID!) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: 1) {\n      edges {\n        node {\n          id\n          _id\n          createdAt\n        }\n      }\n    }\n    candidate(id: $candidateId) {\n      id\n      mobilePhone\n      cvName\n    }\n  }\n": typeof types.OfferApplicationStateDocument,
    "\n  mutation CreateJobOfferApplication($input: CreateJobOfferApplicationInput!) {\n    createJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        id\n        _id\n      }\n      clientMutationId\n    }\n  }\n": typeof types.CreateJobOfferApplicationDocument,
    "\n  query BookToSend {\n    myBook {\n      pdfPath\n      lastSentProjects\n      lastSentPdf\n      projects {\n        id\n        title\n        year\n        images {\n          src\n          srcsetJpeg\n        }\n      }\n    }\n  }\n": typeof types.BookToSendDocument,
    "\n  fragment JobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    description\n    companyPresentation\n    perfectCandidateDescription\n    status\n    statusLabel\n    expired\n    contactAccount\n    applicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    craftLabels\n    jobOfferAd {\n      urgent\n      startsAt\n      endsAt\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    jobTypes {\n      id\n      name\n    }\n    jobSalary {\n      id\n      intervalLabel\n    }\n    pay {\n      minCents\n      maxCents\n      period\n      variable\n      spreadReason\n    }\n    training {\n      diploma {\n        id\n        name\n        rncpLevel\n      }\n      school\n      rhythm\n      durationMonths\n      duration\n      startsOn\n      start\n      legalPay {\n        label\n        note\n        smicMonthlyCents\n        since\n        hourlyCents\n        bands {\n          label\n          cells {\n            year\n            sharePercent\n            monthlyCents\n            label\n          }\n        }\n      }\n    }\n    jobPosition {\n      id\n      name\n    }\n    salaryPage {\n      path\n      title\n    }\n    localizedCompany {\n      id\n      logoPath\n      company {\n        id\n        _id\n        slug\n        name\n        presentation\n        responsiveness {\n          answerLine\n          readingLine\n        }\n        works {\n          id\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n      address {\n        address1\n        locality {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.JobOfferFieldsFragmentDoc,
    "\n  query JobOffer($id: ID!) {\n    jobOffer(id: $id) {\n      ...JobOfferFields\n    }\n  }\n": typeof types.JobOfferDocument,
    "\n  query OfferFormOptions {\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n          freePublication\n          trainingKind\n        }\n      }\n    }\n    diplomas {\n      edges {\n        node {\n          id\n          name\n          rncpLevel\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobSalaries {\n      edges {\n        node {\n          id\n          intervalLabel\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          id\n          name\n          presentation\n        }\n      }\n    }\n  }\n": typeof types.OfferFormOptionsDocument,
    "\n  query OfferLocalities($search: String) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": typeof types.OfferLocalitiesDocument,
    "\n  query MyJobOffers($start_cursor: String) {\n    jobOffers(get_only_mine: 1, nb_items: 50, start_cursor: $start_cursor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyJobOfferFields\n        }\n      }\n    }\n  }\n": typeof types.MyJobOffersDocument,
    "\n  fragment MyJobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    status\n    statusLabel\n    applicationsCount\n    unreadApplicationsCount\n    waitingApplicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    stats {\n      views\n      applyClicks\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": typeof types.MyJobOfferFieldsFragmentDoc,
    "\n  mutation CreateJobOffer($input: JobOfferInput!) {\n    createJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n": typeof types.CreateJobOfferDocument,
    "\n  mutation UpdateJobOffer($input: JobOfferInput!) {\n    updateJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n": typeof types.UpdateJobOfferDocument,
    "\n  mutation UpdateStatusJobOffer($input: UpdateStatusJobOfferInput!) {\n    updateStatusJobOffer(input: $input) {\n      jobOffer {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n": typeof types.UpdateStatusJobOfferDocument,
    "\n  mutation DeleteJobOffer($input: JobOfferIdInput!) {\n    deleteJobOffer(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n": typeof types.DeleteJobOfferDocument,
    "\n  mutation DuplicateJobOffer($input: JobOfferIdInput!) {\n    duplicateJobOffer(input: $input) {\n      jobOffer {\n        ...MyJobOfferFields\n      }\n    }\n  }\n": typeof types.DuplicateJobOfferDocument,
    "\n  query PayHint($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {\n    payHint(position: $position, contract: $contract, locality: $locality, period: $period) {\n      count\n      minCents\n      maxCents\n      period\n      title\n      path\n    }\n  }\n": typeof types.PayHintDocument,
    "\n  query SimilarJobOffers($jobOfferId: ID!) {\n    similarJobOffers(jobOfferId: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      jobContract {\n        id\n        name\n      }\n      jobSalary {\n        id\n        intervalLabel\n      }\n      pay {\n        minCents\n        maxCents\n        period\n        variable\n        spreadReason\n      }\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.SimilarJobOffersDocument,
    "\n  mutation RecordJobOfferEvent($jobOfferId: ID!, $event: JobOfferEvent!) {\n    recordJobOfferEvent(jobOfferId: $jobOfferId, event: $event)\n  }\n": typeof types.RecordJobOfferEventDocument,
    "\n  query OfferWording($input: OfferWordingInput!) {\n    offerWording(input: $input) {\n      rule\n      field\n      sentence\n      message\n      law\n    }\n  }\n": typeof types.OfferWordingDocument,
    "\n  query PostsPage($nb_items: Int, $start_cursor: String) {\n    posts(first: $nb_items, after: $start_cursor) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          intro\n          featuredImagePath\n          publishedAt\n        }\n      }\n    }\n  }\n": typeof types.PostsPageDocument,
    "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      _id\n      slug\n      title\n      subtitle\n      intro\n      content\n      featuredImagePath\n      publishedAt\n    }\n  }\n": typeof types.PostDocument,
    "\n  query Pricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          id\n          uuid\n          name\n          price\n          priceIncl\n          jobOfferAdsAmount\n          description\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n": typeof types.PricingsDocument,
    "\n  query OffersForYou {\n    offersForYou {\n      reasons\n      jobOffer {\n        id\n        _id\n        title\n        slug\n        localizedCompany {\n          id\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n              postalCode\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OffersForYouDocument,
    "\n  query CandidatePreferences {\n    candidatePreferences {\n      positions {\n        id\n        name\n      }\n      localities {\n        id\n        name\n      }\n      radiusKm\n      contracts {\n        id\n        name\n      }\n      payFloor\n      payFloorPeriod\n      availableFrom\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n": typeof types.CandidatePreferencesDocument,
    "\n  mutation SaveCandidatePreferences($input: CandidatePreferencesInput!) {\n    saveCandidatePreferences(input: $input) {\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n  }\n": typeof types.SaveCandidatePreferencesDocument,
    "\n  mutation DismissRecommendation($jobOffer: ID!) {\n    dismissRecommendation(jobOffer: $jobOffer)\n  }\n": typeof types.DismissRecommendationDocument,
    "\n  mutation EraseRecommendationDismissals {\n    eraseRecommendationDismissals\n  }\n": typeof types.EraseRecommendationDismissalsDocument,
    "\n  query SalaryBarometer($trade: String!, $region: String) {\n    salaryBarometer(trade: $trade, region: $region) {\n      title\n      path\n      regionName\n      updatedOn\n      minAds\n      minCompanies\n      trade {\n        code\n        name\n        pluralName\n        family\n        path\n        ads\n        shown\n      }\n      cells {\n        contract {\n          id\n          name\n        }\n        ads\n        figures {\n          medianMin\n          medianMax\n          quartileLow\n          quartileHigh\n        }\n      }\n      regions {\n        slug\n        name\n        path\n        ads\n        shown\n      }\n    }\n  }\n": typeof types.SalaryBarometerDocument,
    "\n  query SalaryTrades {\n    salaryTrades {\n      code\n      name\n      pluralName\n      family\n      path\n      ads\n      shown\n    }\n  }\n": typeof types.SalaryTradesDocument,
    "\n  query SearchAlerts {\n    jobOfferAlerts {\n      edges {\n        node {\n          id\n          enabled\n          recurrence\n          searchQuery\n        }\n      }\n    }\n  }\n": typeof types.SearchAlertsDocument,
    "\n  mutation SaveSearchAlert($input: CreateJobOfferAlertInput!) {\n    createJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n": typeof types.SaveSearchAlertDocument,
    "\n  mutation SwitchSearchAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n": typeof types.SwitchSearchAlertDocument,
    "\n  query SearchJobOffers(\n    $search: String\n    $job_contracts: [String!]\n    $job_types: [String!]\n    $job_positions: [String!]\n    $localization_list: [String!]\n    $nb_items: Int!\n    $start_cursor: String\n    $radius: Int\n    $exact: Boolean\n    $min_pay: Int\n    $labelled: Boolean\n    $diplomas: [String!]\n    $start: JobOfferStart\n    $sort: JobOfferSort\n  ) {\n    jobOffers(\n      search: $search\n      job_contracts: $job_contracts\n      job_types: $job_types\n      job_positions: $job_positions\n      localization_list: $localization_list\n      nb_items: $nb_items\n      start_cursor: $start_cursor\n      radius: $radius\n      exact: $exact\n      min_pay: $min_pay\n      labelled: $labelled\n      diplomas: $diplomas\n      start: $start\n      sort: $sort\n    ) {\n      totalCount\n      keywords\n      correctedSearch\n      keywordPlaces {\n        type\n        _id\n        name\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        jobContracts {\n          id\n          _id\n          count\n        }\n        jobTypes {\n          id\n          _id\n          count\n        }\n        jobPositions {\n          id\n          _id\n          count\n        }\n        payFloors {\n          floor\n          count\n        }\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          titleParts {\n            text\n            marked\n          }\n          descriptionPreview\n          extract {\n            text\n            marked\n          }\n          distance\n          craftLabels\n          jobOfferAd {\n            urgent\n          }\n          jobContract {\n            id\n            name\n          }\n          jobSalary {\n            id\n            intervalLabel\n          }\n          pay {\n            minCents\n            maxCents\n            period\n            variable\n          }\n          training {\n            summary\n          }\n          localizedCompany {\n            id\n            logoPath\n            company {\n              id\n              _id\n              slug\n              name\n            }\n            address {\n              id\n              locality {\n                id\n                name\n                postalCode\n                city {\n                  id\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchJobOffersDocument,
    "\n  query SearchFilters {\n    diplomas {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n\n  fragment SearchPosition on JobPosition {\n    id\n    _id\n    name\n    level\n    parent {\n      id\n    }\n    children {\n      id\n    }\n  }\n": typeof types.SearchFiltersDocument,
    "\n  query SearchPositions($after: String) {\n    jobPositions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n": typeof types.SearchPositionsDocument,
    "\n  query SearchShareOffer($id: ID!) {\n    jobOffer(id: $id) {\n      id\n      _id\n      slug\n      title\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.SearchShareOfferDocument,
    "\n  query MyTeam {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n      invitations {\n        id\n        email\n        role\n        createdAt\n        expiresAt\n      }\n      log {\n        id\n        at\n        actorEmail\n        action\n        subjectEmail\n        role\n      }\n    }\n  }\n": typeof types.MyTeamDocument,
    "\n  query MyTeamMembers {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n    }\n  }\n": typeof types.MyTeamMembersDocument,
    "\n  mutation InviteTeamMember($email: String!, $role: TeamRole!) {\n    inviteTeamMember(email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.InviteTeamMemberDocument,
    "\n  mutation RevokeTeamInvitation($id: Int!) {\n    revokeTeamInvitation(id: $id)\n  }\n": typeof types.RevokeTeamInvitationDocument,
    "\n  mutation SetTeamMemberRole($userId: Int!, $role: TeamRole!) {\n    setTeamMemberRole(userId: $userId, role: $role)\n  }\n": typeof types.SetTeamMemberRoleDocument,
    "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      companyName\n      email\n      role\n      expiresAt\n    }\n  }\n": typeof types.TeamInvitationDocument,
    "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token)\n  }\n": typeof types.AcceptTeamInvitationDocument,
    "\n  mutation JoinTeamByRegistering($token: String!, $firstname: String!, $lastname: String!, $password: String!) {\n    joinTeamByRegistering(token: $token, firstname: $firstname, lastname: $lastname, password: $password)\n  }\n": typeof types.JoinTeamByRegisteringDocument,
    "\n  query TrainingLandingPage($kind: TrainingPageKind!, $trade: String!, $diploma: String) {\n    trainingPage(kind: $kind, trade: $trade, diploma: $diploma) {\n      kind\n      title\n      description\n      path\n      indexPath\n      searchPath\n      totalCount\n      offers {\n        ...OfferCardFields\n      }\n      related {\n        title\n        path\n        offers\n      }\n    }\n  }\n": typeof types.TrainingLandingPageDocument,
    "\n  query TrainingIndex($kind: TrainingPageKind!) {\n    trainingPages(kind: $kind) {\n      title\n      path\n      offers\n    }\n  }\n": typeof types.TrainingIndexDocument,
};
const documents: Documents = {
    "\n  fragment FavoriteFields on Favorite {\n    id\n    _id\n    createdAt\n    jobOffer {\n      id\n      _id\n      slug\n      title\n      expired\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.FavoriteFieldsFragmentDoc,
    "\n  query Favorites($after: String) {\n    favorites(first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FavoriteFields\n        }\n      }\n    }\n  }\n": types.FavoritesDocument,
    "\n  mutation CreateFavorite($input: CreateFavoriteInput!) {\n    createFavorite(input: $input) {\n      favorite {\n        ...FavoriteFields\n      }\n      clientMutationId\n    }\n  }\n": types.CreateFavoriteDocument,
    "\n  mutation DeleteFavorite($input: DeleteFavoriteInput!) {\n    deleteFavorite(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n": types.DeleteFavoriteDocument,
    "\n  fragment OfferCardFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    descriptionPreview\n    jobOfferAd {\n      urgent\n    }\n    jobContract {\n      id\n      name\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        _id\n        slug\n        name\n      }\n      address {\n        id\n        locality {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.OfferCardFieldsFragmentDoc,
    "\n  query PlaceReference {\n    regions(first: 30) {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    departments(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n": types.PlaceReferenceDocument,
    "\n  query PlaceDepartments($after: String) {\n    departments(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n": types.PlaceDepartmentsDocument,
    "\n  query PlaceLocalities($search: String!) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n": types.PlaceLocalitiesDocument,
    "\n  query PlaceLocality($id: ID!) {\n    locality(id: $id) {\n      id\n      _id\n      name\n      postalCode\n      city {\n        name\n      }\n    }\n  }\n": types.PlaceLocalityDocument,
    "\n  query JobSuggestions($text: String!) {\n    jobSuggestions(text: $text) {\n      text\n      kind\n      count\n      corrected\n    }\n  }\n": types.JobSuggestionsDocument,
    "\n  fragment BookProjectFields on BookProject {\n    id\n    title\n    year\n    role\n    techniques\n    place\n    description\n    images {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n": types.BookProjectFieldsFragmentDoc,
    "\n  query MyBook {\n    myBook {\n      pdfPath\n      isPublic\n      publicSlug\n      publicIndexed\n      suggestedSlug\n      imageCount\n      storedBytes\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n": types.MyBookDocument,
    "\n  mutation CreateBookProject($input: BookProjectInput!) {\n    createBookProject(input: $input) {\n      imageCount\n    }\n  }\n": types.CreateBookProjectDocument,
    "\n  mutation UpdateBookProject($id: ID!, $input: BookProjectInput!) {\n    updateBookProject(id: $id, input: $input) {\n      imageCount\n    }\n  }\n": types.UpdateBookProjectDocument,
    "\n  mutation DeleteBookProject($id: ID!) {\n    deleteBookProject(id: $id) {\n      imageCount\n    }\n  }\n": types.DeleteBookProjectDocument,
    "\n  mutation MoveBookProject($id: ID!, $direction: BookDirection!) {\n    moveBookProject(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n": types.MoveBookProjectDocument,
    "\n  mutation UpdateBookImage($id: ID!, $altText: String!, $caption: String) {\n    updateBookImage(id: $id, altText: $altText, caption: $caption) {\n      imageCount\n    }\n  }\n": types.UpdateBookImageDocument,
    "\n  mutation DeleteBookImage($id: ID!) {\n    deleteBookImage(id: $id) {\n      imageCount\n    }\n  }\n": types.DeleteBookImageDocument,
    "\n  mutation MoveBookImage($id: ID!, $direction: BookDirection!) {\n    moveBookImage(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n": types.MoveBookImageDocument,
    "\n  mutation PublishBook($slug: String!, $indexed: Boolean!) {\n    publishBook(slug: $slug, indexed: $indexed) {\n      isPublic\n      publicSlug\n      publicIndexed\n    }\n  }\n": types.PublishBookDocument,
    "\n  mutation UnpublishBook {\n    unpublishBook {\n      isPublic\n    }\n  }\n": types.UnpublishBookDocument,
    "\n  query MyMessageMails {\n    myMessageMails\n  }\n": types.MyMessageMailsDocument,
    "\n  mutation SetMessageMails($input: SetMessageMailsInput!) {\n    setMessageMails(input: $input) {\n      choice\n    }\n  }\n": types.SetMessageMailsDocument,
    "\n  query MyDetails($candidateId: ID!, $isCandidate: Boolean!) {\n    me {\n      id\n      email\n      firstname\n      lastname\n      confirmationToken\n    }\n    candidate(id: $candidateId) @include(if: $isCandidate) {\n      id\n      mobilePhone\n    }\n  }\n": types.MyDetailsDocument,
    "\n  query MyCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n      mobilePhone\n      cvName\n      socialLinkedinURL\n      createdAt\n      updatedAt\n      user {\n        id\n        firstname\n        lastname\n      }\n    }\n  }\n": types.MyCandidateDocument,
    "\n  mutation UpdateMyUser($input: UpdateMyUserInput!) {\n    updateMyUser(input: $input) {\n      user {\n        id\n        firstname\n        lastname\n      }\n      clientMutationId\n    }\n  }\n": types.UpdateMyUserDocument,
    "\n  mutation UpdateMyCandidate($input: UpdateMyCandidateInput!) {\n    updateMyCandidate(input: $input) {\n      candidate {\n        id\n        mobilePhone\n        cvName\n        socialLinkedinURL\n        user {\n          id\n          firstname\n          lastname\n        }\n      }\n      clientMutationId\n    }\n  }\n": types.UpdateMyCandidateDocument,
    "\n  query PublicBook($slug: String!) {\n    publicBook(slug: $slug) {\n      slug\n      name\n      pdfPath\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n": types.PublicBookDocument,
    "\n  query AdminAccess {\n    admin {\n      __typename\n    }\n  }\n": types.AdminAccessDocument,
    "\n  query AuditLog($first: Int, $after: String, $search: String, $subjectType: String, $subjectId: String) {\n    admin {\n      auditLog(first: $first, after: $after, search: $search, subjectType: $subjectType, subjectId: $subjectId) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            at\n            actorEmail\n            action\n            actionLabel\n            subjectType\n            subjectId\n            changes {\n              label\n              before\n              after\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AdminCompanies($first: Int, $after: String, $search: String) {\n    admin {\n      companies(first: $first, after: $after, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            accountEmail\n            emailConfirmed\n            personalEmail\n            offersCount\n            ordersCount\n            suspended\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": types.AdminCompaniesDocument,
    "\n  mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {\n    admin {\n      setCompanySuspended(id: $id, suspended: $suspended) {\n        id\n        suspended\n      }\n    }\n  }\n": types.SetCompanySuspendedDocument,
    "\n  query PendingVerifications {\n    admin {\n      pendingVerifications {\n        companyId\n        companyName\n        siretSpaced\n        givenAt\n        triedAt\n        tries\n        allowsPublishing\n      }\n    }\n  }\n": types.PendingVerificationsDocument,
    "\n  query ContactMessages($first: Int, $after: String, $handled: Boolean) {\n    admin {\n      contactMessages(first: $first, after: $after, handled: $handled) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...InboxMessageFields\n          }\n        }\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  fragment InboxMessageFields on InboxMessage {\n    id\n    createdAt\n    subjectLabel\n    email\n    message\n    handledAt\n    replies {\n      id\n      createdAt\n      authorEmail\n      body\n    }\n  }\n": types.InboxMessageFieldsFragmentDoc,
    "\n  mutation MarkContactMessageHandled($id: Int!) {\n    admin {\n      markContactMessageHandled(id: $id) {\n        id\n        handledAt\n      }\n    }\n  }\n": types.MarkContactMessageHandledDocument,
    "\n  mutation ReplyToContactMessage($id: Int!, $body: String!, $requestKey: String!) {\n    admin {\n      replyToContactMessage(id: $id, body: $body, requestKey: $requestKey) {\n        id\n        handledAt\n      }\n    }\n  }\n": types.ReplyToContactMessageDocument,
    "\n  fragment AdminLabelFields on CompanyLabel {\n    id\n    title\n    expiresOn\n    declaredAt\n    companyName\n    proofPath\n  }\n": types.AdminLabelFieldsFragmentDoc,
    "\n  query PendingCompanyLabels {\n    admin {\n      pendingCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n": types.PendingCompanyLabelsDocument,
    "\n  mutation DecideCompanyLabel($id: ID!, $approve: Boolean!, $reason: String) {\n    admin {\n      decideCompanyLabel(id: $id, approve: $approve, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n": types.DecideCompanyLabelDocument,
    "\n  query ApprovedCompanyLabels {\n    admin {\n      approvedCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n": types.ApprovedCompanyLabelsDocument,
    "\n  mutation RevokeCompanyLabel($id: ID!, $reason: String) {\n    admin {\n      revokeCompanyLabel(id: $id, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n": types.RevokeCompanyLabelDocument,
    "\n  query ModerationQueue($first: Int, $after: String, $flaggedOnly: Boolean) {\n    admin {\n      moderationQueue(first: $first, after: $after, flaggedOnly: $flaggedOnly) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            companyName\n            companySuspended\n            place\n            publishedAt\n            path\n            held\n            flags {\n              rule\n              label\n              field\n              sentence\n              law\n              blocking\n            }\n          }\n        }\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation RemoveOffer($id: Int!, $reason: String!, $note: String) {\n    admin {\n      removeOffer(id: $id, reason: $reason, note: $note) {\n        id\n        title\n        reason\n        mailedTo\n      }\n    }\n  }\n": types.RemoveOfferDocument,
    "\n  mutation ApproveOffer($id: Int!) {\n    admin {\n      approveOffer(id: $id) {\n        id\n        title\n      }\n    }\n  }\n": types.ApproveOfferDocument,
    "\n  query AdminPricings {\n    admin {\n      pricings {\n        id\n        name\n        price\n        priceIncl\n        jobOfferAdsAmount\n        durationDays\n        descriptionPoints\n        displayGroup\n        editedByStaffAt\n      }\n    }\n  }\n": types.AdminPricingsDocument,
    "\n  mutation UpdatePricing($id: Int!, $price: String!, $points: [String!]!) {\n    admin {\n      updatePricing(id: $id, price: $price, descriptionPoints: $points) {\n        id\n        price\n        priceIncl\n        descriptionPoints\n        editedByStaffAt\n      }\n    }\n  }\n": types.UpdatePricingDocument,
    "\n  query AdminPromoCodes($first: Int, $after: String) {\n    admin {\n      promoCodes(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            code\n            percentOff\n            amountOff\n            validFrom\n            validUntil\n            maxUses\n            maxUsesPerCompany\n            pricingIds\n            disabledAt\n            uses\n          }\n        }\n      }\n    }\n  }\n": types.AdminPromoCodesDocument,
    "\n  mutation CreatePromoCode($input: NewPromoCodeInput!) {\n    admin {\n      createPromoCode(input: $input) {\n        id\n        code\n      }\n    }\n  }\n": types.CreatePromoCodeDocument,
    "\n  mutation DisablePromoCode($id: Int!) {\n    admin {\n      disablePromoCode(id: $id) {\n        id\n        disabledAt\n      }\n    }\n  }\n": types.DisablePromoCodeDocument,
    "\n  query AdminOrders($first: Int, $after: String, $state: AdminOrderState, $search: String) {\n    admin {\n      orders(first: $first, after: $after, state: $state, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            reference\n            status\n            statusLabel\n            providerLabel\n            companyName\n            accountEmail\n            productName\n            amountExcl\n            amountIncl\n            createdAt\n            paidAt\n            invoiceReference\n            invoiceUuid\n            creditNoteReference\n            creditNoteUuid\n          }\n        }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation MarkOrderPaid($reference: String!) {\n    admin {\n      markOrderPaid(reference: $reference) {\n        reference\n        statusLabel\n        paidNow\n      }\n    }\n  }\n": types.MarkOrderPaidDocument,
    "\n  mutation IssueCreditNote($invoiceReference: String!, $reason: CreditNoteReasonArg!) {\n    admin {\n      issueCreditNote(invoiceReference: $invoiceReference, reason: $reason) {\n        reference\n        invoiceReference\n        issuedNow\n      }\n    }\n  }\n": types.IssueCreditNoteDocument,
    "\n  query AdminPendingBanners {\n    admin {\n      pendingBanners {\n        id\n        companyName\n        productName\n        orderReference\n        imageUrl\n        link\n        alt\n        days\n        startOn\n        runsFrom\n        runsUntil\n      }\n    }\n  }\n": types.AdminPendingBannersDocument,
    "\n  mutation ReviewBanner($id: Int!, $decision: BannerDecision!, $reason: String) {\n    admin {\n      reviewBanner(id: $id, decision: $decision, reason: $reason) {\n        id\n        review\n      }\n    }\n  }\n": types.ReviewBannerDocument,
    "\n  query ReportedContent {\n    admin {\n      reportedContent {\n        kind\n        jobOfferId\n        companyId\n        title\n        companyName\n        path\n        count\n        urgent\n        automatic\n        oldestAt\n        notices {\n          id\n          reason\n          reasonLabel\n          otherReason\n          explanation\n          automatic\n          reporterName\n          reporterEmail\n          reportedAt\n          suggestedGround\n        }\n      }\n      noticeContests {\n        decidedByEmail\n        statement {\n          id\n          subject\n          decision\n          facts\n          ground\n          contestText\n          contestedAt\n        }\n      }\n      noticeOutcomes {\n        code\n        label\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n": types.ReportedContentDocument,
    "\n  mutation DecideNotice($id: Int!, $outcome: String!, $ground: String, $facts: String!) {\n    admin {\n      decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {\n        decisionId\n        notices\n      }\n    }\n  }\n": types.DecideNoticeDocument,
    "\n  mutation DecideContest($id: Int!, $granted: Boolean!, $facts: String!) {\n    admin {\n      decideContest(decisionId: $id, granted: $granted, facts: $facts) {\n        decisionId\n      }\n    }\n  }\n": types.DecideContestDocument,
    "\n  query AdminNumbers {\n    admin {\n      numbers {\n        offersLive\n        publishedThisWeek\n        applicationsThisWeek\n        revenueThisMonthCents\n        alertsMailedThisWeek\n      }\n    }\n  }\n": types.AdminNumbersDocument,
    "\n  query AdminPosts($first: Int, $after: String) {\n    admin {\n      posts(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            slug\n            state\n            publishedAt\n          }\n        }\n      }\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminPost($id: Int!) {\n    admin {\n      post(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n": types.AdminPostDocument,
    "\n  fragment AdminPostFields on AdminPost {\n    id\n    title\n    subtitle\n    intro\n    content\n    slug\n    featuredImagePath\n    publishedAt\n    state\n  }\n": types.AdminPostFieldsFragmentDoc,
    "\n  mutation CreatePost($input: AdminPostInput!) {\n    admin {\n      createPost(input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($id: Int!, $input: AdminPostInput!) {\n    admin {\n      updatePost(id: $id, input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation PublishPost($id: Int!, $at: DateTime) {\n    admin {\n      publishPost(id: $id, at: $at) {\n        ...AdminPostFields\n      }\n    }\n  }\n": types.PublishPostDocument,
    "\n  mutation UnpublishPost($id: Int!) {\n    admin {\n      unpublishPost(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n": types.UnpublishPostDocument,
    "\n  query AdminShowcase {\n    admin {\n      partners {\n        id\n        name\n        logoPath\n        url\n      }\n      testimonials {\n        id\n        author\n        role\n        quote\n        photoPath\n      }\n    }\n  }\n": types.AdminShowcaseDocument,
    "\n  mutation CreatePartner($input: AdminPartnerInput!) {\n    admin {\n      createPartner(input: $input) {\n        id\n      }\n    }\n  }\n": types.CreatePartnerDocument,
    "\n  mutation UpdatePartner($id: Int!, $input: AdminPartnerInput!) {\n    admin {\n      updatePartner(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n": types.UpdatePartnerDocument,
    "\n  mutation DeletePartner($id: Int!) {\n    admin {\n      deletePartner(id: $id)\n    }\n  }\n": types.DeletePartnerDocument,
    "\n  mutation MovePartner($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      movePartner(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n": types.MovePartnerDocument,
    "\n  mutation CreateTestimonial($input: AdminTestimonialInput!) {\n    admin {\n      createTestimonial(input: $input) {\n        id\n      }\n    }\n  }\n": types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: Int!, $input: AdminTestimonialInput!) {\n    admin {\n      updateTestimonial(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n": types.UpdateTestimonialDocument,
    "\n  mutation DeleteTestimonial($id: Int!) {\n    admin {\n      deleteTestimonial(id: $id)\n    }\n  }\n": types.DeleteTestimonialDocument,
    "\n  mutation MoveTestimonial($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      moveTestimonial(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n": types.MoveTestimonialDocument,
    "\n  query MyAlerts {\n    jobOfferAlerts {\n      totalCount\n      edges {\n        node {\n          id\n          _id\n          enabled\n          recurrence\n          summary\n          searchQuery\n        }\n      }\n    }\n  }\n": types.MyAlertsDocument,
    "\n  mutation UpdateAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n      }\n    }\n  }\n": types.UpdateAlertDocument,
    "\n  mutation DeleteAlert($input: DeleteJobOfferAlertInput!) {\n    deleteJobOfferAlert(input: $input) {\n      id\n    }\n  }\n": types.DeleteAlertDocument,
    "\n  query MyAnswerTime {\n    myAnswerTime {\n      medianDays\n      applications\n      answerLine\n      readingLine\n      waitingCount\n      oldestWaiting {\n        id\n        _id\n        jobOfferId\n        offerTitle\n        candidateName\n        sentAt\n      }\n    }\n  }\n": types.MyAnswerTimeDocument,
    "\n  fragment ApplicationOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": types.ApplicationOfferFieldsFragmentDoc,
    "\n  fragment ApplicationDetailFields on JobOfferApplication {\n    id\n    _id\n    uuid\n    createdAt\n    readAt\n    coverLetterMessage\n    questionsAnswerMessage\n    phone\n    cvPath\n    coverLetterPath\n    portfolio {\n      pdfPath\n      projects {\n        title\n        year\n        role\n        techniques\n        place\n        description\n        images {\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n    }\n    interviewStatus\n    triagedByName\n    answeredByName\n    candidateName\n    candidateEmail\n    candidateTel\n    linkedinUrl\n    withdrawn\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n": types.ApplicationDetailFieldsFragmentDoc,
    "\n  query ApplicationDetail($id: ID!) {\n    jobOfferApplication(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n": types.ApplicationDetailDocument,
    "\n  mutation UpdateApplicationDetail($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n      jobOfferApplication {\n        id\n        readAt\n        interviewStatus\n        triagedByName\n      }\n      clientMutationId\n    }\n  }\n": types.UpdateApplicationDetailDocument,
    "\n  query MyApplications($after: String) {\n    jobOfferApplications(first: 30, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n    }\n  }\n\n  fragment MyApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($input: WithdrawJobOfferApplicationInput!) {\n    withdrawJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        ...ApplicationDetailFields\n      }\n    }\n  }\n": types.WithdrawApplicationDocument,
    "\n  fragment ApplicationMessageFields on ApplicationMessage {\n    id\n    fromCompany\n    mine\n    author\n    body\n    byMail\n    sentAt\n    readAt\n    attachments {\n      id\n      name\n      bytes\n      path\n    }\n  }\n": types.ApplicationMessageFieldsFragmentDoc,
    "\n  query ApplicationThread($id: ID!) {\n    jobOfferApplication(id: $id) {\n      id\n      withdrawn\n      unreadMessagesCount\n      messages {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n": types.ApplicationThreadDocument,
    "\n  mutation SendApplicationMessage($input: SendApplicationMessageInput!) {\n    sendApplicationMessage(input: $input) {\n      message {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n": types.SendApplicationMessageDocument,
    "\n  mutation MarkApplicationMessagesRead($input: MarkApplicationMessagesReadInput!) {\n    markApplicationMessagesRead(input: $input) {\n      marked\n    }\n  }\n": types.MarkApplicationMessagesReadDocument,
    "\n  fragment InterviewFields on Interview {\n    id\n    status\n    mode\n    place\n    startsAt\n    endsAt\n    sequence\n    cancelledBy\n    recruiterName\n    slots {\n      id\n      startsAt\n      minutes\n      taken\n    }\n  }\n": types.InterviewFieldsFragmentDoc,
    "\n  query ApplicationInterview($applicationId: ID!) {\n    applicationInterview(applicationId: $applicationId) {\n      ...InterviewFields\n    }\n  }\n": types.ApplicationInterviewDocument,
    "\n  mutation ProposeInterview($applicationId: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {\n    proposeInterview(applicationId: $applicationId, mode: $mode, link: $link, slots: $slots) {\n      ...InterviewFields\n    }\n  }\n": types.ProposeInterviewDocument,
    "\n  mutation PickInterviewSlot($slotId: ID!) {\n    pickInterviewSlot(slotId: $slotId) {\n      ...InterviewFields\n    }\n  }\n": types.PickInterviewSlotDocument,
    "\n  mutation MoveInterview($interviewId: ID!, $slot: InterviewSlotInput!) {\n    moveInterview(interviewId: $interviewId, slot: $slot) {\n      ...InterviewFields\n    }\n  }\n": types.MoveInterviewDocument,
    "\n  mutation CancelInterview($interviewId: ID!) {\n    cancelInterview(interviewId: $interviewId) {\n      ...InterviewFields\n    }\n  }\n": types.CancelInterviewDocument,
    "\n  fragment MessageTemplateFields on MessageTemplate {\n    id\n    title\n    body\n    answer\n  }\n": types.MessageTemplateFieldsFragmentDoc,
    "\n  query MessageTemplates {\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n": types.MessageTemplatesDocument,
    "\n  mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {\n    createMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n": types.CreateMessageTemplateDocument,
    "\n  mutation UpdateMessageTemplate($input: UpdateMessageTemplateInput!) {\n    updateMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n": types.UpdateMessageTemplateDocument,
    "\n  mutation DeleteMessageTemplate($input: DeleteMessageTemplateInput!) {\n    deleteMessageTemplate(input: $input) {\n      id\n    }\n  }\n": types.DeleteMessageTemplateDocument,
    "\n  fragment TriageApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    interviewStatus\n    candidateName\n    cvPath\n    coverLetterPath\n    withdrawn\n    unreadMessagesCount\n    steps {\n      kind\n      at\n    }\n  }\n": types.TriageApplicationFieldsFragmentDoc,
    "\n  query TriageApplications($jobOfferId: ID!, $first: Int, $interviewStatus: String) {\n    jobOffer(id: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      applicationsCount\n      unreadApplicationsCount(interviewStatus: $interviewStatus)\n    }\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n": types.TriageApplicationsDocument,
    "\n  query TriageMoreApplications($jobOfferId: ID!, $first: Int, $after: String, $interviewStatus: String) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, after: $after, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n": types.TriageMoreApplicationsDocument,
    "\n  mutation TriageInterviewStatus($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n    }\n  }\n": types.TriageInterviewStatusDocument,
    "\n  mutation TriageNoteApplications($input: NoteJobOfferApplicationsInput!) {\n    noteJobOfferApplications(input: $input) {\n      ids\n      interviewStatus\n    }\n  }\n": types.TriageNoteApplicationsDocument,
    "\n  mutation TriageMailApplicants($input: MailJobOfferApplicantsInput!) {\n    mailJobOfferApplicants(input: $input) {\n      sent\n    }\n  }\n": types.TriageMailApplicantsDocument,
    "\n  mutation TriageAnswerApplications($input: AnswerJobOfferApplicationsInput!) {\n    answerJobOfferApplications(input: $input) {\n      sent\n    }\n  }\n": types.TriageAnswerApplicationsDocument,
    "\n  query PaymentPricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          _id\n          uuid\n          name\n          price\n          jobOfferAdsAmount\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n": types.PaymentPricingsDocument,
    "\n  query BoostableOffers {\n    jobOffers(get_only_mine: 1, nb_items: 50) {\n      edges {\n        node {\n          _id\n          title\n          status\n        }\n      }\n    }\n  }\n": types.BoostableOffersDocument,
    "\n  query WalletStatus {\n    wallets {\n      edges {\n        node {\n          id\n          jobOfferAdsConsumed\n          jobOfferAdsRemaining\n        }\n      }\n    }\n    myUrgentOffers {\n      jobOfferId\n      title\n      slug\n      urgentUntil\n    }\n  }\n": types.WalletStatusDocument,
    "\n  query MyOrders {\n    myOrders(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          uuid\n          reference\n          createdAt\n          productName\n          priceIncl\n          status\n          statusLabel\n          paymentMethod\n          invoice {\n            uuid\n            reference\n            createdAtToString\n          }\n          transferDetails {\n            holder\n            bank\n            iban\n            bic\n            reference\n            amount\n          }\n        }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyCompany {\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          ...CompanyFields\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.MyCompanyDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    presentation\n    billingAddress\n    phoneNumber\n    logoName\n    logoPath\n    email\n    contactName\n    contactJobTitle\n    notificationFrequency\n    readTracking\n    tagWords\n    jobPositions {\n      id\n      name\n    }\n    website\n    sizeBand\n    verification {\n      ...CompanyVerificationFields\n    }\n    cover {\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n    works {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  mutation UpdateMyCompany($input: UpdateMyCompanyInput!) {\n    updateMyCompany(input: $input) {\n      company {\n        ...CompanyFields\n      }\n      clientMutationId\n    }\n  }\n": types.UpdateMyCompanyDocument,
    "\n  query MyCompanyLabels {\n    myCompanyLabels {\n      id\n      kind\n      title\n      expiresOn\n      status\n      refusalReason\n      proofPath\n    }\n  }\n": types.MyCompanyLabelsDocument,
    "\n  mutation WithdrawCompanyLabel($id: ID!) {\n    withdrawCompanyLabel(id: $id)\n  }\n": types.WithdrawCompanyLabelDocument,
    "\n  query PublicCompany($id: ID!) {\n    company(id: $id) {\n      id\n      _id\n      name\n      slug\n      presentation\n      logoPath\n      cover {\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      works {\n        id\n        altText\n        caption\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      jobPositions {\n        id\n        name\n      }\n      tagWords\n      website\n      city\n      size\n      responsiveness {\n        answerLine\n        readingLine\n      }\n      labels {\n        kind\n        name\n        holderName\n      }\n      verification {\n        siretSpaced\n        legalName\n        naf\n        size\n      }\n      jobOffers {\n        id\n        _id\n        slug\n        title\n        descriptionPreview\n        distance\n        jobOfferAd {\n          urgent\n        }\n        jobContract {\n          id\n          name\n        }\n        jobSalary {\n          id\n          intervalLabel\n        }\n        pay {\n          minCents\n          maxCents\n          period\n          variable\n        }\n        localizedCompany {\n          id\n          logoPath\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PublicCompanyDocument,
    "\n  fragment CompanyVerificationFields on CompanyVerification {\n    siret\n    siretSpaced\n    status\n    refusal\n    legalName\n    street\n    postcode\n    city\n    naf\n    size\n    allowsPublishing\n  }\n": types.CompanyVerificationFieldsFragmentDoc,
    "\n  mutation VerifyCompanySiret($input: VerifyCompanySiretInput!) {\n    verifyCompanySiret(input: $input) {\n      verification {\n        ...CompanyVerificationFields\n      }\n    }\n  }\n": types.VerifyCompanySiretDocument,
    "\n  mutation UpdateCompanyWork($id: ID!, $altText: String!, $caption: String) {\n    updateCompanyWork(id: $id, altText: $altText, caption: $caption) {\n      id\n    }\n  }\n": types.UpdateCompanyWorkDocument,
    "\n  mutation DeleteCompanyWork($id: ID!) {\n    deleteCompanyWork(id: $id) {\n      id\n    }\n  }\n": types.DeleteCompanyWorkDocument,
    "\n  mutation MoveCompanyWork($id: ID!, $direction: BookDirection!) {\n    moveCompanyWork(id: $id, direction: $direction) {\n      id\n    }\n  }\n": types.MoveCompanyWorkDocument,
    "\n  mutation RemoveCompanyCover($companyId: ID!) {\n    removeCompanyCover(companyId: $companyId)\n  }\n": types.RemoveCompanyCoverDocument,
    "\n  query UnreadApplicationMessages {\n    unreadApplicationMessagesCount\n  }\n": types.UnreadApplicationMessagesDocument,
    "\n  query HomeLatestJobOffers {\n    lastJobOffers(first: 8) {\n      ...OfferCardFields\n    }\n  }\n": types.HomeLatestJobOffersDocument,
    "\n  query HomeShowcase {\n    lastPosts(nb_items: 4) {\n      id\n      _id\n      slug\n      title\n      intro\n      featuredImagePath\n      publishedAt\n    }\n    partners {\n      id\n      name\n      logoPath\n      url\n    }\n    testimonials {\n      id\n      author\n      role\n      quote\n      photoPath\n    }\n  }\n": types.HomeShowcaseDocument,
    "\n  query LegalNotice {\n    legalNotice {\n      publisher\n      address\n      siren\n      rcs\n      vatNumber\n      capital\n      phone\n      publicationDirector\n      hostName\n      hostAddress\n      hostPhone\n      contactEmail\n      example\n    }\n  }\n": types.LegalNoticeDocument,
    "\n  query MyIntegrations {\n    myIntegrations {\n      webhook {\n        url\n        secret\n        updatedAt\n      }\n      deliveries {\n        id\n        event\n        applicationId\n        candidateName\n        offerTitle\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        lastStatus\n        lastError\n        deliveredAt\n      }\n      apiToken {\n        prefix\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n": types.MyIntegrationsDocument,
    "\n  mutation SetWebhook($url: String!) {\n    setWebhook(url: $url) {\n      url\n    }\n  }\n": types.SetWebhookDocument,
    "\n  mutation ReplaceWebhookSecret {\n    replaceWebhookSecret {\n      url\n    }\n  }\n": types.ReplaceWebhookSecretDocument,
    "\n  mutation RemoveWebhook {\n    removeWebhook\n  }\n": types.RemoveWebhookDocument,
    "\n  mutation SendTestWebhook {\n    sendTestWebhook\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation SendWebhookAgain($id: Int!) {\n    sendWebhookAgain(id: $id)\n  }\n": types.SendWebhookAgainDocument,
    "\n  mutation CreateApiToken {\n    createApiToken\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken {\n    revokeApiToken\n  }\n": types.RevokeApiTokenDocument,
    "\n  query NoticeReasons {\n    noticeReasons {\n      code\n      label\n    }\n  }\n": types.NoticeReasonsDocument,
    "\n  mutation ReportOffer($input: ReportInput!) {\n    reportOffer(input: $input) {\n      status\n      message\n    }\n  }\n": types.ReportOfferDocument,
    "\n  mutation ReportCompany($input: ReportInput!) {\n    reportCompany(input: $input) {\n      status\n      message\n    }\n  }\n": types.ReportCompanyDocument,
    "\n  mutation ConfirmNotice($token: String!) {\n    confirmNotice(token: $token) {\n      message\n    }\n  }\n": types.ConfirmNoticeDocument,
    "\n  fragment ModerationStatementFields on ModerationStatement {\n    id\n    subject\n    outcome\n    decision\n    facts\n    automated\n    ground\n    redress\n    decidedAt\n    contestOf\n    contestedAt\n    contestText\n    contestable\n  }\n": types.ModerationStatementFieldsFragmentDoc,
    "\n  query MyModerationDecisions {\n    myModerationDecisions {\n      ...ModerationStatementFields\n    }\n  }\n": types.MyModerationDecisionsDocument,
    "\n  query ModerationDecisionByLink($token: String!) {\n    moderationDecisionByLink(token: $token) {\n      ...ModerationStatementFields\n    }\n  }\n": types.ModerationDecisionByLinkDocument,
    "\n  mutation ContestModerationDecision($id: Int!, $text: String!) {\n    contestModerationDecision(id: $id, text: $text) {\n      id\n    }\n  }\n": types.ContestModerationDecisionDocument,
    "\n  mutation ContestByLink($token: String!, $text: String!) {\n    contestByLink(token: $token, text: $text) {\n      id\n    }\n  }\n": types.ContestByLinkDocument,
    "\n  query OfferApplicationState($jobOfferId: ID!, $candidateId: ID!) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: 1) {\n      edges {\n        node {\n          id\n          _id\n          createdAt\n        }\n      }\n    }\n    candidate(id: $candidateId) {\n      id\n      mobilePhone\n      cvName\n    }\n  }\n": types.OfferApplicationStateDocument,
    "\n  mutation CreateJobOfferApplication($input: CreateJobOfferApplicationInput!) {\n    createJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        id\n        _id\n      }\n      clientMutationId\n    }\n  }\n": types.CreateJobOfferApplicationDocument,
    "\n  query BookToSend {\n    myBook {\n      pdfPath\n      lastSentProjects\n      lastSentPdf\n      projects {\n        id\n        title\n        year\n        images {\n          src\n          srcsetJpeg\n        }\n      }\n    }\n  }\n": types.BookToSendDocument,
    "\n  fragment JobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    description\n    companyPresentation\n    perfectCandidateDescription\n    status\n    statusLabel\n    expired\n    contactAccount\n    applicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    craftLabels\n    jobOfferAd {\n      urgent\n      startsAt\n      endsAt\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    jobTypes {\n      id\n      name\n    }\n    jobSalary {\n      id\n      intervalLabel\n    }\n    pay {\n      minCents\n      maxCents\n      period\n      variable\n      spreadReason\n    }\n    training {\n      diploma {\n        id\n        name\n        rncpLevel\n      }\n      school\n      rhythm\n      durationMonths\n      duration\n      startsOn\n      start\n      legalPay {\n        label\n        note\n        smicMonthlyCents\n        since\n        hourlyCents\n        bands {\n          label\n          cells {\n            year\n            sharePercent\n            monthlyCents\n            label\n          }\n        }\n      }\n    }\n    jobPosition {\n      id\n      name\n    }\n    salaryPage {\n      path\n      title\n    }\n    localizedCompany {\n      id\n      logoPath\n      company {\n        id\n        _id\n        slug\n        name\n        presentation\n        responsiveness {\n          answerLine\n          readingLine\n        }\n        works {\n          id\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n      address {\n        address1\n        locality {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n": types.JobOfferFieldsFragmentDoc,
    "\n  query JobOffer($id: ID!) {\n    jobOffer(id: $id) {\n      ...JobOfferFields\n    }\n  }\n": types.JobOfferDocument,
    "\n  query OfferFormOptions {\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n          freePublication\n          trainingKind\n        }\n      }\n    }\n    diplomas {\n      edges {\n        node {\n          id\n          name\n          rncpLevel\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobSalaries {\n      edges {\n        node {\n          id\n          intervalLabel\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          id\n          name\n          presentation\n        }\n      }\n    }\n  }\n": types.OfferFormOptionsDocument,
    "\n  query OfferLocalities($search: String) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": types.OfferLocalitiesDocument,
    "\n  query MyJobOffers($start_cursor: String) {\n    jobOffers(get_only_mine: 1, nb_items: 50, start_cursor: $start_cursor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyJobOfferFields\n        }\n      }\n    }\n  }\n": types.MyJobOffersDocument,
    "\n  fragment MyJobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    status\n    statusLabel\n    applicationsCount\n    unreadApplicationsCount\n    waitingApplicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    stats {\n      views\n      applyClicks\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n": types.MyJobOfferFieldsFragmentDoc,
    "\n  mutation CreateJobOffer($input: JobOfferInput!) {\n    createJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n": types.CreateJobOfferDocument,
    "\n  mutation UpdateJobOffer($input: JobOfferInput!) {\n    updateJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n": types.UpdateJobOfferDocument,
    "\n  mutation UpdateStatusJobOffer($input: UpdateStatusJobOfferInput!) {\n    updateStatusJobOffer(input: $input) {\n      jobOffer {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n": types.UpdateStatusJobOfferDocument,
    "\n  mutation DeleteJobOffer($input: JobOfferIdInput!) {\n    deleteJobOffer(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n": types.DeleteJobOfferDocument,
    "\n  mutation DuplicateJobOffer($input: JobOfferIdInput!) {\n    duplicateJobOffer(input: $input) {\n      jobOffer {\n        ...MyJobOfferFields\n      }\n    }\n  }\n": types.DuplicateJobOfferDocument,
    "\n  query PayHint($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {\n    payHint(position: $position, contract: $contract, locality: $locality, period: $period) {\n      count\n      minCents\n      maxCents\n      period\n      title\n      path\n    }\n  }\n": types.PayHintDocument,
    "\n  query SimilarJobOffers($jobOfferId: ID!) {\n    similarJobOffers(jobOfferId: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      jobContract {\n        id\n        name\n      }\n      jobSalary {\n        id\n        intervalLabel\n      }\n      pay {\n        minCents\n        maxCents\n        period\n        variable\n        spreadReason\n      }\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.SimilarJobOffersDocument,
    "\n  mutation RecordJobOfferEvent($jobOfferId: ID!, $event: JobOfferEvent!) {\n    recordJobOfferEvent(jobOfferId: $jobOfferId, event: $event)\n  }\n": types.RecordJobOfferEventDocument,
    "\n  query OfferWording($input: OfferWordingInput!) {\n    offerWording(input: $input) {\n      rule\n      field\n      sentence\n      message\n      law\n    }\n  }\n": types.OfferWordingDocument,
    "\n  query PostsPage($nb_items: Int, $start_cursor: String) {\n    posts(first: $nb_items, after: $start_cursor) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          intro\n          featuredImagePath\n          publishedAt\n        }\n      }\n    }\n  }\n": types.PostsPageDocument,
    "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      _id\n      slug\n      title\n      subtitle\n      intro\n      content\n      featuredImagePath\n      publishedAt\n    }\n  }\n": types.PostDocument,
    "\n  query Pricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          id\n          uuid\n          name\n          price\n          priceIncl\n          jobOfferAdsAmount\n          description\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n": types.PricingsDocument,
    "\n  query OffersForYou {\n    offersForYou {\n      reasons\n      jobOffer {\n        id\n        _id\n        title\n        slug\n        localizedCompany {\n          id\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n              postalCode\n            }\n          }\n        }\n      }\n    }\n  }\n": types.OffersForYouDocument,
    "\n  query CandidatePreferences {\n    candidatePreferences {\n      positions {\n        id\n        name\n      }\n      localities {\n        id\n        name\n      }\n      radiusKm\n      contracts {\n        id\n        name\n      }\n      payFloor\n      payFloorPeriod\n      availableFrom\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n": types.CandidatePreferencesDocument,
    "\n  mutation SaveCandidatePreferences($input: CandidatePreferencesInput!) {\n    saveCandidatePreferences(input: $input) {\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n  }\n": types.SaveCandidatePreferencesDocument,
    "\n  mutation DismissRecommendation($jobOffer: ID!) {\n    dismissRecommendation(jobOffer: $jobOffer)\n  }\n": types.DismissRecommendationDocument,
    "\n  mutation EraseRecommendationDismissals {\n    eraseRecommendationDismissals\n  }\n": types.EraseRecommendationDismissalsDocument,
    "\n  query SalaryBarometer($trade: String!, $region: String) {\n    salaryBarometer(trade: $trade, region: $region) {\n      title\n      path\n      regionName\n      updatedOn\n      minAds\n      minCompanies\n      trade {\n        code\n        name\n        pluralName\n        family\n        path\n        ads\n        shown\n      }\n      cells {\n        contract {\n          id\n          name\n        }\n        ads\n        figures {\n          medianMin\n          medianMax\n          quartileLow\n          quartileHigh\n        }\n      }\n      regions {\n        slug\n        name\n        path\n        ads\n        shown\n      }\n    }\n  }\n": types.SalaryBarometerDocument,
    "\n  query SalaryTrades {\n    salaryTrades {\n      code\n      name\n      pluralName\n      family\n      path\n      ads\n      shown\n    }\n  }\n": types.SalaryTradesDocument,
    "\n  query SearchAlerts {\n    jobOfferAlerts {\n      edges {\n        node {\n          id\n          enabled\n          recurrence\n          searchQuery\n        }\n      }\n    }\n  }\n": types.SearchAlertsDocument,
    "\n  mutation SaveSearchAlert($input: CreateJobOfferAlertInput!) {\n    createJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n": types.SaveSearchAlertDocument,
    "\n  mutation SwitchSearchAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n": types.SwitchSearchAlertDocument,
    "\n  query SearchJobOffers(\n    $search: String\n    $job_contracts: [String!]\n    $job_types: [String!]\n    $job_positions: [String!]\n    $localization_list: [String!]\n    $nb_items: Int!\n    $start_cursor: String\n    $radius: Int\n    $exact: Boolean\n    $min_pay: Int\n    $labelled: Boolean\n    $diplomas: [String!]\n    $start: JobOfferStart\n    $sort: JobOfferSort\n  ) {\n    jobOffers(\n      search: $search\n      job_contracts: $job_contracts\n      job_types: $job_types\n      job_positions: $job_positions\n      localization_list: $localization_list\n      nb_items: $nb_items\n      start_cursor: $start_cursor\n      radius: $radius\n      exact: $exact\n      min_pay: $min_pay\n      labelled: $labelled\n      diplomas: $diplomas\n      start: $start\n      sort: $sort\n    ) {\n      totalCount\n      keywords\n      correctedSearch\n      keywordPlaces {\n        type\n        _id\n        name\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        jobContracts {\n          id\n          _id\n          count\n        }\n        jobTypes {\n          id\n          _id\n          count\n        }\n        jobPositions {\n          id\n          _id\n          count\n        }\n        payFloors {\n          floor\n          count\n        }\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          titleParts {\n            text\n            marked\n          }\n          descriptionPreview\n          extract {\n            text\n            marked\n          }\n          distance\n          craftLabels\n          jobOfferAd {\n            urgent\n          }\n          jobContract {\n            id\n            name\n          }\n          jobSalary {\n            id\n            intervalLabel\n          }\n          pay {\n            minCents\n            maxCents\n            period\n            variable\n          }\n          training {\n            summary\n          }\n          localizedCompany {\n            id\n            logoPath\n            company {\n              id\n              _id\n              slug\n              name\n            }\n            address {\n              id\n              locality {\n                id\n                name\n                postalCode\n                city {\n                  id\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SearchJobOffersDocument,
    "\n  query SearchFilters {\n    diplomas {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n\n  fragment SearchPosition on JobPosition {\n    id\n    _id\n    name\n    level\n    parent {\n      id\n    }\n    children {\n      id\n    }\n  }\n": types.SearchFiltersDocument,
    "\n  query SearchPositions($after: String) {\n    jobPositions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n": types.SearchPositionsDocument,
    "\n  query SearchShareOffer($id: ID!) {\n    jobOffer(id: $id) {\n      id\n      _id\n      slug\n      title\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.SearchShareOfferDocument,
    "\n  query MyTeam {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n      invitations {\n        id\n        email\n        role\n        createdAt\n        expiresAt\n      }\n      log {\n        id\n        at\n        actorEmail\n        action\n        subjectEmail\n        role\n      }\n    }\n  }\n": types.MyTeamDocument,
    "\n  query MyTeamMembers {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n    }\n  }\n": types.MyTeamMembersDocument,
    "\n  mutation InviteTeamMember($email: String!, $role: TeamRole!) {\n    inviteTeamMember(email: $email, role: $role) {\n      id\n    }\n  }\n": types.InviteTeamMemberDocument,
    "\n  mutation RevokeTeamInvitation($id: Int!) {\n    revokeTeamInvitation(id: $id)\n  }\n": types.RevokeTeamInvitationDocument,
    "\n  mutation SetTeamMemberRole($userId: Int!, $role: TeamRole!) {\n    setTeamMemberRole(userId: $userId, role: $role)\n  }\n": types.SetTeamMemberRoleDocument,
    "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      companyName\n      email\n      role\n      expiresAt\n    }\n  }\n": types.TeamInvitationDocument,
    "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token)\n  }\n": types.AcceptTeamInvitationDocument,
    "\n  mutation JoinTeamByRegistering($token: String!, $firstname: String!, $lastname: String!, $password: String!) {\n    joinTeamByRegistering(token: $token, firstname: $firstname, lastname: $lastname, password: $password)\n  }\n": types.JoinTeamByRegisteringDocument,
    "\n  query TrainingLandingPage($kind: TrainingPageKind!, $trade: String!, $diploma: String) {\n    trainingPage(kind: $kind, trade: $trade, diploma: $diploma) {\n      kind\n      title\n      description\n      path\n      indexPath\n      searchPath\n      totalCount\n      offers {\n        ...OfferCardFields\n      }\n      related {\n        title\n        path\n        offers\n      }\n    }\n  }\n": types.TrainingLandingPageDocument,
    "\n  query TrainingIndex($kind: TrainingPageKind!) {\n    trainingPages(kind: $kind) {\n      title\n      path\n      offers\n    }\n  }\n": types.TrainingIndexDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavoriteFields on Favorite {\n    id\n    _id\n    createdAt\n    jobOffer {\n      id\n      _id\n      slug\n      title\n      expired\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FavoriteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favorites($after: String) {\n    favorites(first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FavoriteFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FavoritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFavorite($input: CreateFavoriteInput!) {\n    createFavorite(input: $input) {\n      favorite {\n        ...FavoriteFields\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').CreateFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFavorite($input: DeleteFavoriteInput!) {\n    deleteFavorite(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').DeleteFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferCardFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    descriptionPreview\n    jobOfferAd {\n      urgent\n    }\n    jobContract {\n      id\n      name\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        _id\n        slug\n        name\n      }\n      address {\n        id\n        locality {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfferCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceReference {\n    regions(first: 30) {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    departments(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceReferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceDepartments($after: String) {\n    departments(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          _id\n          name\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceDepartmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceLocalities($search: String!) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceLocalitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceLocality($id: ID!) {\n    locality(id: $id) {\n      id\n      _id\n      name\n      postalCode\n      city {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceLocalityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobSuggestions($text: String!) {\n    jobSuggestions(text: $text) {\n      text\n      kind\n      count\n      corrected\n    }\n  }\n"): typeof import('./graphql').JobSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookProjectFields on BookProject {\n    id\n    title\n    year\n    role\n    techniques\n    place\n    description\n    images {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n"): typeof import('./graphql').BookProjectFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBook {\n    myBook {\n      pdfPath\n      isPublic\n      publicSlug\n      publicIndexed\n      suggestedSlug\n      imageCount\n      storedBytes\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookProject($input: BookProjectInput!) {\n    createBookProject(input: $input) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').CreateBookProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookProject($id: ID!, $input: BookProjectInput!) {\n    updateBookProject(id: $id, input: $input) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').UpdateBookProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookProject($id: ID!) {\n    deleteBookProject(id: $id) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').DeleteBookProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveBookProject($id: ID!, $direction: BookDirection!) {\n    moveBookProject(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').MoveBookProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookImage($id: ID!, $altText: String!, $caption: String) {\n    updateBookImage(id: $id, altText: $altText, caption: $caption) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').UpdateBookImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookImage($id: ID!) {\n    deleteBookImage(id: $id) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').DeleteBookImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveBookImage($id: ID!, $direction: BookDirection!) {\n    moveBookImage(id: $id, direction: $direction) {\n      imageCount\n    }\n  }\n"): typeof import('./graphql').MoveBookImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishBook($slug: String!, $indexed: Boolean!) {\n    publishBook(slug: $slug, indexed: $indexed) {\n      isPublic\n      publicSlug\n      publicIndexed\n    }\n  }\n"): typeof import('./graphql').PublishBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishBook {\n    unpublishBook {\n      isPublic\n    }\n  }\n"): typeof import('./graphql').UnpublishBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMessageMails {\n    myMessageMails\n  }\n"): typeof import('./graphql').MyMessageMailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessageMails($input: SetMessageMailsInput!) {\n    setMessageMails(input: $input) {\n      choice\n    }\n  }\n"): typeof import('./graphql').SetMessageMailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDetails($candidateId: ID!, $isCandidate: Boolean!) {\n    me {\n      id\n      email\n      firstname\n      lastname\n      confirmationToken\n    }\n    candidate(id: $candidateId) @include(if: $isCandidate) {\n      id\n      mobilePhone\n    }\n  }\n"): typeof import('./graphql').MyDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCandidate($id: ID!) {\n    candidate(id: $id) {\n      id\n      mobilePhone\n      cvName\n      socialLinkedinURL\n      createdAt\n      updatedAt\n      user {\n        id\n        firstname\n        lastname\n      }\n    }\n  }\n"): typeof import('./graphql').MyCandidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyUser($input: UpdateMyUserInput!) {\n    updateMyUser(input: $input) {\n      user {\n        id\n        firstname\n        lastname\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').UpdateMyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCandidate($input: UpdateMyCandidateInput!) {\n    updateMyCandidate(input: $input) {\n      candidate {\n        id\n        mobilePhone\n        cvName\n        socialLinkedinURL\n        user {\n          id\n          firstname\n          lastname\n        }\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').UpdateMyCandidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBook($slug: String!) {\n    publicBook(slug: $slug) {\n      slug\n      name\n      pdfPath\n      projects {\n        ...BookProjectFields\n      }\n    }\n  }\n"): typeof import('./graphql').PublicBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccess {\n    admin {\n      __typename\n    }\n  }\n"): typeof import('./graphql').AdminAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int, $after: String, $search: String, $subjectType: String, $subjectId: String) {\n    admin {\n      auditLog(first: $first, after: $after, search: $search, subjectType: $subjectType, subjectId: $subjectId) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            at\n            actorEmail\n            action\n            actionLabel\n            subjectType\n            subjectId\n            changes {\n              label\n              before\n              after\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompanies($first: Int, $after: String, $search: String) {\n    admin {\n      companies(first: $first, after: $after, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            accountEmail\n            emailConfirmed\n            personalEmail\n            offersCount\n            ordersCount\n            suspended\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {\n    admin {\n      setCompanySuspended(id: $id, suspended: $suspended) {\n        id\n        suspended\n      }\n    }\n  }\n"): typeof import('./graphql').SetCompanySuspendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingVerifications {\n    admin {\n      pendingVerifications {\n        companyId\n        companyName\n        siretSpaced\n        givenAt\n        triedAt\n        tries\n        allowsPublishing\n      }\n    }\n  }\n"): typeof import('./graphql').PendingVerificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int, $after: String, $handled: Boolean) {\n    admin {\n      contactMessages(first: $first, after: $after, handled: $handled) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...InboxMessageFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ContactMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessageFields on InboxMessage {\n    id\n    createdAt\n    subjectLabel\n    email\n    message\n    handledAt\n    replies {\n      id\n      createdAt\n      authorEmail\n      body\n    }\n  }\n"): typeof import('./graphql').InboxMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: Int!) {\n    admin {\n      markContactMessageHandled(id: $id) {\n        id\n        handledAt\n      }\n    }\n  }\n"): typeof import('./graphql').MarkContactMessageHandledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToContactMessage($id: Int!, $body: String!, $requestKey: String!) {\n    admin {\n      replyToContactMessage(id: $id, body: $body, requestKey: $requestKey) {\n        id\n        handledAt\n      }\n    }\n  }\n"): typeof import('./graphql').ReplyToContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLabelFields on CompanyLabel {\n    id\n    title\n    expiresOn\n    declaredAt\n    companyName\n    proofPath\n  }\n"): typeof import('./graphql').AdminLabelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingCompanyLabels {\n    admin {\n      pendingCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n"): typeof import('./graphql').PendingCompanyLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideCompanyLabel($id: ID!, $approve: Boolean!, $reason: String) {\n    admin {\n      decideCompanyLabel(id: $id, approve: $approve, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').DecideCompanyLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedCompanyLabels {\n    admin {\n      approvedCompanyLabels {\n        ...AdminLabelFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApprovedCompanyLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCompanyLabel($id: ID!, $reason: String) {\n    admin {\n      revokeCompanyLabel(id: $id, reason: $reason) {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').RevokeCompanyLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($first: Int, $after: String, $flaggedOnly: Boolean) {\n    admin {\n      moderationQueue(first: $first, after: $after, flaggedOnly: $flaggedOnly) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            companyName\n            companySuspended\n            place\n            publishedAt\n            path\n            held\n            flags {\n              rule\n              label\n              field\n              sentence\n              law\n              blocking\n            }\n          }\n        }\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n"): typeof import('./graphql').ModerationQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOffer($id: Int!, $reason: String!, $note: String) {\n    admin {\n      removeOffer(id: $id, reason: $reason, note: $note) {\n        id\n        title\n        reason\n        mailedTo\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOffer($id: Int!) {\n    admin {\n      approveOffer(id: $id) {\n        id\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').ApproveOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPricings {\n    admin {\n      pricings {\n        id\n        name\n        price\n        priceIncl\n        jobOfferAdsAmount\n        durationDays\n        descriptionPoints\n        displayGroup\n        editedByStaffAt\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPricingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePricing($id: Int!, $price: String!, $points: [String!]!) {\n    admin {\n      updatePricing(id: $id, price: $price, descriptionPoints: $points) {\n        id\n        price\n        priceIncl\n        descriptionPoints\n        editedByStaffAt\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePricingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromoCodes($first: Int, $after: String) {\n    admin {\n      promoCodes(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            code\n            percentOff\n            amountOff\n            validFrom\n            validUntil\n            maxUses\n            maxUsesPerCompany\n            pricingIds\n            disabledAt\n            uses\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPromoCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCode($input: NewPromoCodeInput!) {\n    admin {\n      createPromoCode(input: $input) {\n        id\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisablePromoCode($id: Int!) {\n    admin {\n      disablePromoCode(id: $id) {\n        id\n        disabledAt\n      }\n    }\n  }\n"): typeof import('./graphql').DisablePromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($first: Int, $after: String, $state: AdminOrderState, $search: String) {\n    admin {\n      orders(first: $first, after: $after, state: $state, search: $search) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            reference\n            status\n            statusLabel\n            providerLabel\n            companyName\n            accountEmail\n            productName\n            amountExcl\n            amountIncl\n            createdAt\n            paidAt\n            invoiceReference\n            invoiceUuid\n            creditNoteReference\n            creditNoteUuid\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPaid($reference: String!) {\n    admin {\n      markOrderPaid(reference: $reference) {\n        reference\n        statusLabel\n        paidNow\n      }\n    }\n  }\n"): typeof import('./graphql').MarkOrderPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueCreditNote($invoiceReference: String!, $reason: CreditNoteReasonArg!) {\n    admin {\n      issueCreditNote(invoiceReference: $invoiceReference, reason: $reason) {\n        reference\n        invoiceReference\n        issuedNow\n      }\n    }\n  }\n"): typeof import('./graphql').IssueCreditNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingBanners {\n    admin {\n      pendingBanners {\n        id\n        companyName\n        productName\n        orderReference\n        imageUrl\n        link\n        alt\n        days\n        startOn\n        runsFrom\n        runsUntil\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPendingBannersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewBanner($id: Int!, $decision: BannerDecision!, $reason: String) {\n    admin {\n      reviewBanner(id: $id, decision: $decision, reason: $reason) {\n        id\n        review\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedContent {\n    admin {\n      reportedContent {\n        kind\n        jobOfferId\n        companyId\n        title\n        companyName\n        path\n        count\n        urgent\n        automatic\n        oldestAt\n        notices {\n          id\n          reason\n          reasonLabel\n          otherReason\n          explanation\n          automatic\n          reporterName\n          reporterEmail\n          reportedAt\n          suggestedGround\n        }\n      }\n      noticeContests {\n        decidedByEmail\n        statement {\n          id\n          subject\n          decision\n          facts\n          ground\n          contestText\n          contestedAt\n        }\n      }\n      noticeOutcomes {\n        code\n        label\n      }\n      removalReasons {\n        code\n        label\n        needsNote\n      }\n    }\n  }\n"): typeof import('./graphql').ReportedContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideNotice($id: Int!, $outcome: String!, $ground: String, $facts: String!) {\n    admin {\n      decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {\n        decisionId\n        notices\n      }\n    }\n  }\n"): typeof import('./graphql').DecideNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideContest($id: Int!, $granted: Boolean!, $facts: String!) {\n    admin {\n      decideContest(decisionId: $id, granted: $granted, facts: $facts) {\n        decisionId\n      }\n    }\n  }\n"): typeof import('./graphql').DecideContestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNumbers {\n    admin {\n      numbers {\n        offersLive\n        publishedThisWeek\n        applicationsThisWeek\n        revenueThisMonthCents\n        alertsMailedThisWeek\n      }\n    }\n  }\n"): typeof import('./graphql').AdminNumbersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($first: Int, $after: String) {\n    admin {\n      posts(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n            slug\n            state\n            publishedAt\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: Int!) {\n    admin {\n      post(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPostFields on AdminPost {\n    id\n    title\n    subtitle\n    intro\n    content\n    slug\n    featuredImagePath\n    publishedAt\n    state\n  }\n"): typeof import('./graphql').AdminPostFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: AdminPostInput!) {\n    admin {\n      createPost(input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: Int!, $input: AdminPostInput!) {\n    admin {\n      updatePost(id: $id, input: $input) {\n        ...AdminPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($id: Int!, $at: DateTime) {\n    admin {\n      publishPost(id: $id, at: $at) {\n        ...AdminPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').PublishPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPost($id: Int!) {\n    admin {\n      unpublishPost(id: $id) {\n        ...AdminPostFields\n      }\n    }\n  }\n"): typeof import('./graphql').UnpublishPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShowcase {\n    admin {\n      partners {\n        id\n        name\n        logoPath\n        url\n      }\n      testimonials {\n        id\n        author\n        role\n        quote\n        photoPath\n      }\n    }\n  }\n"): typeof import('./graphql').AdminShowcaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePartner($input: AdminPartnerInput!) {\n    admin {\n      createPartner(input: $input) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePartnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePartner($id: Int!, $input: AdminPartnerInput!) {\n    admin {\n      updatePartner(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePartnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePartner($id: Int!) {\n    admin {\n      deletePartner(id: $id)\n    }\n  }\n"): typeof import('./graphql').DeletePartnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePartner($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      movePartner(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MovePartnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestimonial($input: AdminTestimonialInput!) {\n    admin {\n      createTestimonial(input: $input) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateTestimonialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestimonial($id: Int!, $input: AdminTestimonialInput!) {\n    admin {\n      updateTestimonial(id: $id, input: $input) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateTestimonialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestimonial($id: Int!) {\n    admin {\n      deleteTestimonial(id: $id)\n    }\n  }\n"): typeof import('./graphql').DeleteTestimonialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTestimonial($id: Int!, $direction: AdminMoveDirection!) {\n    admin {\n      moveTestimonial(id: $id, direction: $direction) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MoveTestimonialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAlerts {\n    jobOfferAlerts {\n      totalCount\n      edges {\n        node {\n          id\n          _id\n          enabled\n          recurrence\n          summary\n          searchQuery\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAlert($input: DeleteJobOfferAlertInput!) {\n    deleteJobOfferAlert(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAnswerTime {\n    myAnswerTime {\n      medianDays\n      applications\n      answerLine\n      readingLine\n      waitingCount\n      oldestWaiting {\n        id\n        _id\n        jobOfferId\n        offerTitle\n        candidateName\n        sentAt\n      }\n    }\n  }\n"): typeof import('./graphql').MyAnswerTimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationDetailFields on JobOfferApplication {\n    id\n    _id\n    uuid\n    createdAt\n    readAt\n    coverLetterMessage\n    questionsAnswerMessage\n    phone\n    cvPath\n    coverLetterPath\n    portfolio {\n      pdfPath\n      projects {\n        title\n        year\n        role\n        techniques\n        place\n        description\n        images {\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n    }\n    interviewStatus\n    triagedByName\n    answeredByName\n    candidateName\n    candidateEmail\n    candidateTel\n    linkedinUrl\n    withdrawn\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n"): typeof import('./graphql').ApplicationDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationDetail($id: ID!) {\n    jobOfferApplication(id: $id) {\n      ...ApplicationDetailFields\n    }\n  }\n"): typeof import('./graphql').ApplicationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicationDetail($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n      jobOfferApplication {\n        id\n        readAt\n        interviewStatus\n        triagedByName\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').UpdateApplicationDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($after: String) {\n    jobOfferApplications(first: 30, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n    }\n  }\n\n  fragment MyApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    steps {\n      kind\n      at\n    }\n    jobOffer {\n      ...ApplicationOfferFields\n    }\n  }\n"): typeof import('./graphql').MyApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawApplication($input: WithdrawJobOfferApplicationInput!) {\n    withdrawJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        ...ApplicationDetailFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationMessageFields on ApplicationMessage {\n    id\n    fromCompany\n    mine\n    author\n    body\n    byMail\n    sentAt\n    readAt\n    attachments {\n      id\n      name\n      bytes\n      path\n    }\n  }\n"): typeof import('./graphql').ApplicationMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationThread($id: ID!) {\n    jobOfferApplication(id: $id) {\n      id\n      withdrawn\n      unreadMessagesCount\n      messages {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApplicationThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendApplicationMessage($input: SendApplicationMessageInput!) {\n    sendApplicationMessage(input: $input) {\n      message {\n        ...ApplicationMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').SendApplicationMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkApplicationMessagesRead($input: MarkApplicationMessagesReadInput!) {\n    markApplicationMessagesRead(input: $input) {\n      marked\n    }\n  }\n"): typeof import('./graphql').MarkApplicationMessagesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InterviewFields on Interview {\n    id\n    status\n    mode\n    place\n    startsAt\n    endsAt\n    sequence\n    cancelledBy\n    recruiterName\n    slots {\n      id\n      startsAt\n      minutes\n      taken\n    }\n  }\n"): typeof import('./graphql').InterviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationInterview($applicationId: ID!) {\n    applicationInterview(applicationId: $applicationId) {\n      ...InterviewFields\n    }\n  }\n"): typeof import('./graphql').ApplicationInterviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeInterview($applicationId: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {\n    proposeInterview(applicationId: $applicationId, mode: $mode, link: $link, slots: $slots) {\n      ...InterviewFields\n    }\n  }\n"): typeof import('./graphql').ProposeInterviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickInterviewSlot($slotId: ID!) {\n    pickInterviewSlot(slotId: $slotId) {\n      ...InterviewFields\n    }\n  }\n"): typeof import('./graphql').PickInterviewSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveInterview($interviewId: ID!, $slot: InterviewSlotInput!) {\n    moveInterview(interviewId: $interviewId, slot: $slot) {\n      ...InterviewFields\n    }\n  }\n"): typeof import('./graphql').MoveInterviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInterview($interviewId: ID!) {\n    cancelInterview(interviewId: $interviewId) {\n      ...InterviewFields\n    }\n  }\n"): typeof import('./graphql').CancelInterviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageTemplateFields on MessageTemplate {\n    id\n    title\n    body\n    answer\n  }\n"): typeof import('./graphql').MessageTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageTemplates {\n    messageTemplates {\n      ...MessageTemplateFields\n    }\n  }\n"): typeof import('./graphql').MessageTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {\n    createMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMessageTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMessageTemplate($input: UpdateMessageTemplateInput!) {\n    updateMessageTemplate(input: $input) {\n      messageTemplate {\n        ...MessageTemplateFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMessageTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessageTemplate($input: DeleteMessageTemplateInput!) {\n    deleteMessageTemplate(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteMessageTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TriageApplicationFields on JobOfferApplication {\n    id\n    _id\n    createdAt\n    readAt\n    interviewStatus\n    candidateName\n    cvPath\n    coverLetterPath\n    withdrawn\n    unreadMessagesCount\n    steps {\n      kind\n      at\n    }\n  }\n"): typeof import('./graphql').TriageApplicationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TriageApplications($jobOfferId: ID!, $first: Int, $interviewStatus: String) {\n    jobOffer(id: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      applicationsCount\n      unreadApplicationsCount(interviewStatus: $interviewStatus)\n    }\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TriageApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TriageMoreApplications($jobOfferId: ID!, $first: Int, $after: String, $interviewStatus: String) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, after: $after, interviewStatus: $interviewStatus) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TriageApplicationFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TriageMoreApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriageInterviewStatus($input: UpdateJobOfferApplicationInput!) {\n    updateJobOfferApplication(input: $input) {\n      id\n      interviewStatus\n    }\n  }\n"): typeof import('./graphql').TriageInterviewStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriageNoteApplications($input: NoteJobOfferApplicationsInput!) {\n    noteJobOfferApplications(input: $input) {\n      ids\n      interviewStatus\n    }\n  }\n"): typeof import('./graphql').TriageNoteApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriageMailApplicants($input: MailJobOfferApplicantsInput!) {\n    mailJobOfferApplicants(input: $input) {\n      sent\n    }\n  }\n"): typeof import('./graphql').TriageMailApplicantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriageAnswerApplications($input: AnswerJobOfferApplicationsInput!) {\n    answerJobOfferApplications(input: $input) {\n      sent\n    }\n  }\n"): typeof import('./graphql').TriageAnswerApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentPricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          _id\n          uuid\n          name\n          price\n          jobOfferAdsAmount\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentPricingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoostableOffers {\n    jobOffers(get_only_mine: 1, nb_items: 50) {\n      edges {\n        node {\n          _id\n          title\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BoostableOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletStatus {\n    wallets {\n      edges {\n        node {\n          id\n          jobOfferAdsConsumed\n          jobOfferAdsRemaining\n        }\n      }\n    }\n    myUrgentOffers {\n      jobOfferId\n      title\n      slug\n      urgentUntil\n    }\n  }\n"): typeof import('./graphql').WalletStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          uuid\n          reference\n          createdAt\n          productName\n          priceIncl\n          status\n          statusLabel\n          paymentMethod\n          invoice {\n            uuid\n            reference\n            createdAtToString\n          }\n          transferDetails {\n            holder\n            bank\n            iban\n            bic\n            reference\n            amount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompany {\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          ...CompanyFields\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id\n    name\n    presentation\n    billingAddress\n    phoneNumber\n    logoName\n    logoPath\n    email\n    contactName\n    contactJobTitle\n    notificationFrequency\n    readTracking\n    tagWords\n    jobPositions {\n      id\n      name\n    }\n    website\n    sizeBand\n    verification {\n      ...CompanyVerificationFields\n    }\n    cover {\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n    works {\n      id\n      altText\n      caption\n      width\n      height\n      src\n      srcsetWebp\n      srcsetJpeg\n    }\n  }\n"): typeof import('./graphql').CompanyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCompany($input: UpdateMyCompanyInput!) {\n    updateMyCompany(input: $input) {\n      company {\n        ...CompanyFields\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').UpdateMyCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompanyLabels {\n    myCompanyLabels {\n      id\n      kind\n      title\n      expiresOn\n      status\n      refusalReason\n      proofPath\n    }\n  }\n"): typeof import('./graphql').MyCompanyLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCompanyLabel($id: ID!) {\n    withdrawCompanyLabel(id: $id)\n  }\n"): typeof import('./graphql').WithdrawCompanyLabelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCompany($id: ID!) {\n    company(id: $id) {\n      id\n      _id\n      name\n      slug\n      presentation\n      logoPath\n      cover {\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      works {\n        id\n        altText\n        caption\n        width\n        height\n        src\n        srcsetWebp\n        srcsetJpeg\n      }\n      jobPositions {\n        id\n        name\n      }\n      tagWords\n      website\n      city\n      size\n      responsiveness {\n        answerLine\n        readingLine\n      }\n      labels {\n        kind\n        name\n        holderName\n      }\n      verification {\n        siretSpaced\n        legalName\n        naf\n        size\n      }\n      jobOffers {\n        id\n        _id\n        slug\n        title\n        descriptionPreview\n        distance\n        jobOfferAd {\n          urgent\n        }\n        jobContract {\n          id\n          name\n        }\n        jobSalary {\n          id\n          intervalLabel\n        }\n        pay {\n          minCents\n          maxCents\n          period\n          variable\n        }\n        localizedCompany {\n          id\n          logoPath\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyVerificationFields on CompanyVerification {\n    siret\n    siretSpaced\n    status\n    refusal\n    legalName\n    street\n    postcode\n    city\n    naf\n    size\n    allowsPublishing\n  }\n"): typeof import('./graphql').CompanyVerificationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCompanySiret($input: VerifyCompanySiretInput!) {\n    verifyCompanySiret(input: $input) {\n      verification {\n        ...CompanyVerificationFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyCompanySiretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyWork($id: ID!, $altText: String!, $caption: String) {\n    updateCompanyWork(id: $id, altText: $altText, caption: $caption) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateCompanyWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompanyWork($id: ID!) {\n    deleteCompanyWork(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteCompanyWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCompanyWork($id: ID!, $direction: BookDirection!) {\n    moveCompanyWork(id: $id, direction: $direction) {\n      id\n    }\n  }\n"): typeof import('./graphql').MoveCompanyWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyCover($companyId: ID!) {\n    removeCompanyCover(companyId: $companyId)\n  }\n"): typeof import('./graphql').RemoveCompanyCoverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadApplicationMessages {\n    unreadApplicationMessagesCount\n  }\n"): typeof import('./graphql').UnreadApplicationMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestJobOffers {\n    lastJobOffers(first: 8) {\n      ...OfferCardFields\n    }\n  }\n"): typeof import('./graphql').HomeLatestJobOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeShowcase {\n    lastPosts(nb_items: 4) {\n      id\n      _id\n      slug\n      title\n      intro\n      featuredImagePath\n      publishedAt\n    }\n    partners {\n      id\n      name\n      logoPath\n      url\n    }\n    testimonials {\n      id\n      author\n      role\n      quote\n      photoPath\n    }\n  }\n"): typeof import('./graphql').HomeShowcaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalNotice {\n    legalNotice {\n      publisher\n      address\n      siren\n      rcs\n      vatNumber\n      capital\n      phone\n      publicationDirector\n      hostName\n      hostAddress\n      hostPhone\n      contactEmail\n      example\n    }\n  }\n"): typeof import('./graphql').LegalNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyIntegrations {\n    myIntegrations {\n      webhook {\n        url\n        secret\n        updatedAt\n      }\n      deliveries {\n        id\n        event\n        applicationId\n        candidateName\n        offerTitle\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        lastStatus\n        lastError\n        deliveredAt\n      }\n      apiToken {\n        prefix\n        createdAt\n        createdBy\n        lastUsedAt\n      }\n    }\n  }\n"): typeof import('./graphql').MyIntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhook($url: String!) {\n    setWebhook(url: $url) {\n      url\n    }\n  }\n"): typeof import('./graphql').SetWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceWebhookSecret {\n    replaceWebhookSecret {\n      url\n    }\n  }\n"): typeof import('./graphql').ReplaceWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWebhook {\n    removeWebhook\n  }\n"): typeof import('./graphql').RemoveWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook {\n    sendTestWebhook\n  }\n"): typeof import('./graphql').SendTestWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookAgain($id: Int!) {\n    sendWebhookAgain(id: $id)\n  }\n"): typeof import('./graphql').SendWebhookAgainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken {\n    createApiToken\n  }\n"): typeof import('./graphql').CreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken {\n    revokeApiToken\n  }\n"): typeof import('./graphql').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeReasons {\n    noticeReasons {\n      code\n      label\n    }\n  }\n"): typeof import('./graphql').NoticeReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportOffer($input: ReportInput!) {\n    reportOffer(input: $input) {\n      status\n      message\n    }\n  }\n"): typeof import('./graphql').ReportOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportCompany($input: ReportInput!) {\n    reportCompany(input: $input) {\n      status\n      message\n    }\n  }\n"): typeof import('./graphql').ReportCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNotice($token: String!) {\n    confirmNotice(token: $token) {\n      message\n    }\n  }\n"): typeof import('./graphql').ConfirmNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationStatementFields on ModerationStatement {\n    id\n    subject\n    outcome\n    decision\n    facts\n    automated\n    ground\n    redress\n    decidedAt\n    contestOf\n    contestedAt\n    contestText\n    contestable\n  }\n"): typeof import('./graphql').ModerationStatementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyModerationDecisions {\n    myModerationDecisions {\n      ...ModerationStatementFields\n    }\n  }\n"): typeof import('./graphql').MyModerationDecisionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationDecisionByLink($token: String!) {\n    moderationDecisionByLink(token: $token) {\n      ...ModerationStatementFields\n    }\n  }\n"): typeof import('./graphql').ModerationDecisionByLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContestModerationDecision($id: Int!, $text: String!) {\n    contestModerationDecision(id: $id, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').ContestModerationDecisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContestByLink($token: String!, $text: String!) {\n    contestByLink(token: $token, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').ContestByLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferApplicationState($jobOfferId: ID!, $candidateId: ID!) {\n    jobOfferApplications(jobOfferId: $jobOfferId, first: 1) {\n      edges {\n        node {\n          id\n          _id\n          createdAt\n        }\n      }\n    }\n    candidate(id: $candidateId) {\n      id\n      mobilePhone\n      cvName\n    }\n  }\n"): typeof import('./graphql').OfferApplicationStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobOfferApplication($input: CreateJobOfferApplicationInput!) {\n    createJobOfferApplication(input: $input) {\n      jobOfferApplication {\n        id\n        _id\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').CreateJobOfferApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookToSend {\n    myBook {\n      pdfPath\n      lastSentProjects\n      lastSentPdf\n      projects {\n        id\n        title\n        year\n        images {\n          src\n          srcsetJpeg\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BookToSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    description\n    companyPresentation\n    perfectCandidateDescription\n    status\n    statusLabel\n    expired\n    contactAccount\n    applicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    craftLabels\n    jobOfferAd {\n      urgent\n      startsAt\n      endsAt\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    jobTypes {\n      id\n      name\n    }\n    jobSalary {\n      id\n      intervalLabel\n    }\n    pay {\n      minCents\n      maxCents\n      period\n      variable\n      spreadReason\n    }\n    training {\n      diploma {\n        id\n        name\n        rncpLevel\n      }\n      school\n      rhythm\n      durationMonths\n      duration\n      startsOn\n      start\n      legalPay {\n        label\n        note\n        smicMonthlyCents\n        since\n        hourlyCents\n        bands {\n          label\n          cells {\n            year\n            sharePercent\n            monthlyCents\n            label\n          }\n        }\n      }\n    }\n    jobPosition {\n      id\n      name\n    }\n    salaryPage {\n      path\n      title\n    }\n    localizedCompany {\n      id\n      logoPath\n      company {\n        id\n        _id\n        slug\n        name\n        presentation\n        responsiveness {\n          answerLine\n          readingLine\n        }\n        works {\n          id\n          altText\n          caption\n          width\n          height\n          src\n          srcsetWebp\n          srcsetJpeg\n        }\n      }\n      address {\n        address1\n        locality {\n          id\n          _id\n          name\n          postalCode\n          city {\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').JobOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobOffer($id: ID!) {\n    jobOffer(id: $id) {\n      ...JobOfferFields\n    }\n  }\n"): typeof import('./graphql').JobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferFormOptions {\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n          freePublication\n          trainingKind\n        }\n      }\n    }\n    diplomas {\n      edges {\n        node {\n          id\n          name\n          rncpLevel\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobSalaries {\n      edges {\n        node {\n          id\n          intervalLabel\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          parent {\n            id\n          }\n        }\n      }\n    }\n    companies(getOnlyMine: 1) {\n      edges {\n        node {\n          id\n          name\n          presentation\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfferFormOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferLocalities($search: String) {\n    localities(search: $search, first: 10) {\n      edges {\n        node {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfferLocalitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobOffers($start_cursor: String) {\n    jobOffers(get_only_mine: 1, nb_items: 50, start_cursor: $start_cursor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MyJobOfferFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyJobOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyJobOfferFields on JobOffer {\n    id\n    _id\n    slug\n    title\n    status\n    statusLabel\n    applicationsCount\n    unreadApplicationsCount\n    waitingApplicationsCount\n    createdByName\n    publishedByName\n    laBonneAlternance {\n      state\n      reasonCode\n      reasonLabel\n    }\n    stats {\n      views\n      applyClicks\n    }\n    jobContract {\n      id\n      name\n      freePublication\n    }\n    localizedCompany {\n      id\n      company {\n        id\n        name\n      }\n      address {\n        locality {\n          id\n          name\n          postalCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyJobOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobOffer($input: JobOfferInput!) {\n    createJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').CreateJobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobOffer($input: JobOfferInput!) {\n    updateJobOffer(input: $input) {\n      jobOffer {\n        ...JobOfferFields\n      }\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').UpdateJobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatusJobOffer($input: UpdateStatusJobOfferInput!) {\n    updateStatusJobOffer(input: $input) {\n      jobOffer {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateStatusJobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobOffer($input: JobOfferIdInput!) {\n    deleteJobOffer(input: $input) {\n      id\n      clientMutationId\n    }\n  }\n"): typeof import('./graphql').DeleteJobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateJobOffer($input: JobOfferIdInput!) {\n    duplicateJobOffer(input: $input) {\n      jobOffer {\n        ...MyJobOfferFields\n      }\n    }\n  }\n"): typeof import('./graphql').DuplicateJobOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayHint($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {\n    payHint(position: $position, contract: $contract, locality: $locality, period: $period) {\n      count\n      minCents\n      maxCents\n      period\n      title\n      path\n    }\n  }\n"): typeof import('./graphql').PayHintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarJobOffers($jobOfferId: ID!) {\n    similarJobOffers(jobOfferId: $jobOfferId) {\n      id\n      _id\n      slug\n      title\n      jobContract {\n        id\n        name\n      }\n      jobSalary {\n        id\n        intervalLabel\n      }\n      pay {\n        minCents\n        maxCents\n        period\n        variable\n        spreadReason\n      }\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n        address {\n          locality {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SimilarJobOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordJobOfferEvent($jobOfferId: ID!, $event: JobOfferEvent!) {\n    recordJobOfferEvent(jobOfferId: $jobOfferId, event: $event)\n  }\n"): typeof import('./graphql').RecordJobOfferEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferWording($input: OfferWordingInput!) {\n    offerWording(input: $input) {\n      rule\n      field\n      sentence\n      message\n      law\n    }\n  }\n"): typeof import('./graphql').OfferWordingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsPage($nb_items: Int, $start_cursor: String) {\n    posts(first: $nb_items, after: $start_cursor) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          intro\n          featuredImagePath\n          publishedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      _id\n      slug\n      title\n      subtitle\n      intro\n      content\n      featuredImagePath\n      publishedAt\n    }\n  }\n"): typeof import('./graphql').PostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pricings {\n    pricings(first: 30) {\n      edges {\n        node {\n          id\n          uuid\n          name\n          price\n          priceIncl\n          jobOfferAdsAmount\n          description\n          isPack\n          displayGroup\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PricingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OffersForYou {\n    offersForYou {\n      reasons\n      jobOffer {\n        id\n        _id\n        title\n        slug\n        localizedCompany {\n          id\n          company {\n            id\n            name\n          }\n          address {\n            locality {\n              id\n              name\n              postalCode\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OffersForYouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CandidatePreferences {\n    candidatePreferences {\n      positions {\n        id\n        name\n      }\n      localities {\n        id\n        name\n      }\n      radiusKm\n      contracts {\n        id\n        name\n      }\n      payFloor\n      payFloorPeriod\n      availableFrom\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CandidatePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCandidatePreferences($input: CandidatePreferencesInput!) {\n    saveCandidatePreferences(input: $input) {\n      recommendationsEnabled\n      weeklyMail\n      dismissals\n    }\n  }\n"): typeof import('./graphql').SaveCandidatePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissRecommendation($jobOffer: ID!) {\n    dismissRecommendation(jobOffer: $jobOffer)\n  }\n"): typeof import('./graphql').DismissRecommendationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseRecommendationDismissals {\n    eraseRecommendationDismissals\n  }\n"): typeof import('./graphql').EraseRecommendationDismissalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryBarometer($trade: String!, $region: String) {\n    salaryBarometer(trade: $trade, region: $region) {\n      title\n      path\n      regionName\n      updatedOn\n      minAds\n      minCompanies\n      trade {\n        code\n        name\n        pluralName\n        family\n        path\n        ads\n        shown\n      }\n      cells {\n        contract {\n          id\n          name\n        }\n        ads\n        figures {\n          medianMin\n          medianMax\n          quartileLow\n          quartileHigh\n        }\n      }\n      regions {\n        slug\n        name\n        path\n        ads\n        shown\n      }\n    }\n  }\n"): typeof import('./graphql').SalaryBarometerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryTrades {\n    salaryTrades {\n      code\n      name\n      pluralName\n      family\n      path\n      ads\n      shown\n    }\n  }\n"): typeof import('./graphql').SalaryTradesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAlerts {\n    jobOfferAlerts {\n      edges {\n        node {\n          id\n          enabled\n          recurrence\n          searchQuery\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearchAlert($input: CreateJobOfferAlertInput!) {\n    createJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n"): typeof import('./graphql').SaveSearchAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchSearchAlert($input: UpdateJobOfferAlertInput!) {\n    updateJobOfferAlert(input: $input) {\n      jobOfferAlert {\n        id\n        enabled\n        recurrence\n        searchQuery\n      }\n    }\n  }\n"): typeof import('./graphql').SwitchSearchAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchJobOffers(\n    $search: String\n    $job_contracts: [String!]\n    $job_types: [String!]\n    $job_positions: [String!]\n    $localization_list: [String!]\n    $nb_items: Int!\n    $start_cursor: String\n    $radius: Int\n    $exact: Boolean\n    $min_pay: Int\n    $labelled: Boolean\n    $diplomas: [String!]\n    $start: JobOfferStart\n    $sort: JobOfferSort\n  ) {\n    jobOffers(\n      search: $search\n      job_contracts: $job_contracts\n      job_types: $job_types\n      job_positions: $job_positions\n      localization_list: $localization_list\n      nb_items: $nb_items\n      start_cursor: $start_cursor\n      radius: $radius\n      exact: $exact\n      min_pay: $min_pay\n      labelled: $labelled\n      diplomas: $diplomas\n      start: $start\n      sort: $sort\n    ) {\n      totalCount\n      keywords\n      correctedSearch\n      keywordPlaces {\n        type\n        _id\n        name\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      facets {\n        jobContracts {\n          id\n          _id\n          count\n        }\n        jobTypes {\n          id\n          _id\n          count\n        }\n        jobPositions {\n          id\n          _id\n          count\n        }\n        payFloors {\n          floor\n          count\n        }\n      }\n      edges {\n        cursor\n        node {\n          id\n          _id\n          slug\n          title\n          titleParts {\n            text\n            marked\n          }\n          descriptionPreview\n          extract {\n            text\n            marked\n          }\n          distance\n          craftLabels\n          jobOfferAd {\n            urgent\n          }\n          jobContract {\n            id\n            name\n          }\n          jobSalary {\n            id\n            intervalLabel\n          }\n          pay {\n            minCents\n            maxCents\n            period\n            variable\n          }\n          training {\n            summary\n          }\n          localizedCompany {\n            id\n            logoPath\n            company {\n              id\n              _id\n              slug\n              name\n            }\n            address {\n              id\n              locality {\n                id\n                name\n                postalCode\n                city {\n                  id\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchJobOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFilters {\n    diplomas {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobContracts {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobTypes {\n      edges {\n        node {\n          id\n          _id\n          name\n        }\n      }\n    }\n    jobPositions(first: 100) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n\n  fragment SearchPosition on JobPosition {\n    id\n    _id\n    name\n    level\n    parent {\n      id\n    }\n    children {\n      id\n    }\n  }\n"): typeof import('./graphql').SearchFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPositions($after: String) {\n    jobPositions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...SearchPosition\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchPositionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchShareOffer($id: ID!) {\n    jobOffer(id: $id) {\n      id\n      _id\n      slug\n      title\n      localizedCompany {\n        id\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchShareOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTeam {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n      invitations {\n        id\n        email\n        role\n        createdAt\n        expiresAt\n      }\n      log {\n        id\n        at\n        actorEmail\n        action\n        subjectEmail\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').MyTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTeamMembers {\n    myTeam {\n      members {\n        userId\n        firstname\n        lastname\n        email\n        role\n        joinedAt\n        isMe\n      }\n    }\n  }\n"): typeof import('./graphql').MyTeamMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeamMember($email: String!, $role: TeamRole!) {\n    inviteTeamMember(email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql').InviteTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTeamInvitation($id: Int!) {\n    revokeTeamInvitation(id: $id)\n  }\n"): typeof import('./graphql').RevokeTeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberRole($userId: Int!, $role: TeamRole!) {\n    setTeamMemberRole(userId: $userId, role: $role)\n  }\n"): typeof import('./graphql').SetTeamMemberRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n"): typeof import('./graphql').RemoveTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamInvitation($token: String!) {\n    teamInvitation(token: $token) {\n      companyName\n      email\n      role\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').TeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token)\n  }\n"): typeof import('./graphql').AcceptTeamInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinTeamByRegistering($token: String!, $firstname: String!, $lastname: String!, $password: String!) {\n    joinTeamByRegistering(token: $token, firstname: $firstname, lastname: $lastname, password: $password)\n  }\n"): typeof import('./graphql').JoinTeamByRegisteringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingLandingPage($kind: TrainingPageKind!, $trade: String!, $diploma: String) {\n    trainingPage(kind: $kind, trade: $trade, diploma: $diploma) {\n      kind\n      title\n      description\n      path\n      indexPath\n      searchPath\n      totalCount\n      offers {\n        ...OfferCardFields\n      }\n      related {\n        title\n        path\n        offers\n      }\n    }\n  }\n"): typeof import('./graphql').TrainingLandingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingIndex($kind: TrainingPageKind!) {\n    trainingPages(kind: $kind) {\n      title\n      path\n      offers\n    }\n  }\n"): typeof import('./graphql').TrainingIndexDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
