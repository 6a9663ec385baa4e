import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SaveSeoSettingsDocument, SeoSettingsDocument } from '../../../gql/graphql';
import SeoSettingsScreen from './seo-settings-screen';
import { renderScreen } from '../../../../test/render-screen';

const settings = {
  __typename: 'SeoSettings' as const,
  title: 'Tampa Plumbers',
  description: 'Pipes fixed.',
  keywords: ['plumbing', 'drains'],
};
const loadMock: MockLink.MockedResponse = { request: { query: SeoSettingsDocument }, result: { data: { seoSettings: settings } } };
const savedInput = { title: 'Tampa Plumbers', description: 'Pipes fixed.', keywords: ['plumbing', 'leaks'] };
const saveMock = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: SaveSeoSettingsDocument, variables: { input: savedInput } },
  ...answer,
});

const renderWith = (mocks: MockLink.MockedResponse[]) => renderScreen(<SeoSettingsScreen />, { at: '/admin/settings', mocks });

async function editKeywordsAndSave() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const keywords = await screen.findByLabelText('Meta Keywords');
  expect(keywords).toHaveValue('plumbing, drains');
  await user.clear(keywords);
  await user.click(keywords);
  await user.paste(' plumbing, , leaks ');
  await user.click(screen.getByText('Save Settings'));
}

describe('SeoSettingsScreen', () => {
  it('saves trimmed keywords and confirms', async () => {
    renderWith([loadMock, saveMock({ result: { data: { saveSeoSettings: { ...settings, keywords: savedInput.keywords } } } })]);
    expect(screen.getByText('Global SEO Settings')).toBeInTheDocument();
    await editKeywordsAndSave();
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Meta Keywords')).toHaveValue('plumbing, leaks');
  });

  it("shows 'Error: {message}' when the server refuses", async () => {
    renderWith([loadMock, saveMock({ result: { errors: [new GraphQLError('User is not authenticated')] } })]);
    await editKeywordsAndSave();
    expect(await screen.findByText('Error: User is not authenticated')).toBeInTheDocument();
  });

  it('shows the default message when no answer came back', async () => {
    renderWith([loadMock, saveMock({ error: new Error('Failed to fetch') })]);
    await editKeywordsAndSave();
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});
