/**
 * An application ready for its conversation (issue 53): a confirmed company with a published offer, and a confirmed
 * candidate who applied to it with her two PDFs. The journeys of the thread, the templates and the interviews start
 * from here.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { confirmEmail, registerCandidate, tinyPdf, type Account } from './accounts';
import { grantCredits, graphql, publishThroughApi, registerCompany, sessionToken, type CompanyAccount } from './company';

export interface Applied {
  owner: CompanyAccount;
  ownerBearer: string;
  offer: { id: string; _id: number };
  candidate: Account;
  candidateBearer: string;
  applicationId: number;
  /** The application's page, company side. */
  threadPath: string;
}

/** A desktop page of its own (its own session) in French. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  return context.newPage();
}

export async function appliedToOffer(
  request: APIRequestContext,
  prefix: string,
  offer: { title: string; companyPresentation: string; description: string; perfectCandidateDescription: string },
): Promise<Applied> {
  const owner = await registerCompany(request, `${prefix}-proprietaire`);
  await confirmEmail(request, owner.email);
  await grantCredits(request, owner.email, owner.password, 1);
  const ownerBearer = await sessionToken(request, owner.email, owner.password);
  const published = await publishThroughApi(request, ownerBearer, {
    ...offer,
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 26_000, max: 30_000, period: 'YEAR' },
  });

  const candidate = await registerCandidate(request, `${prefix}-candidate`);
  await confirmEmail(request, candidate.email);
  const candidateBearer = await sessionToken(request, candidate.email, candidate.password);
  const created = await graphql(
    request,
    candidateBearer,
    'mutation ($offer: ID!) { createJobOfferApplication(input: {jobOffer: $offer, phone: "06 12 34 56 78"}) { jobOfferApplication { _id } } }',
    { offer: published.id },
  );
  const applicationId = created.createJobOfferApplication.jobOfferApplication._id as number;
  const upload = await request.post('/api/upload/application-cv', {
    headers: { Authorization: `Bearer ${candidateBearer}` },
    multipart: {
      application: String(applicationId),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      cv2: { name: 'lettre.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  return {
    owner,
    ownerBearer,
    offer: published,
    candidate,
    candidateBearer,
    applicationId,
    threadPath: `/emploi/${published._id}/applications/${applicationId}`,
  };
}
