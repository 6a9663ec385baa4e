import {
  emptyGalleryRow,
  emptyProjectValues,
  pendingUploads,
  projectInput,
  validateProjectForm,
  type ProjectFormValues,
} from './projects-form';
import { formFieldOf, tabOf } from './projects-form-fields';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const filled = (overrides: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectValues(),
  title: 'Kitchen repipe',
  description: 'New PEX lines',
  type: 'Repiping',
  completionDate: '06/22/2025',
  image: { url: '/uploads/projects/x/main-image/abc-800x600.jpg' },
  duration: '1 day',
  location: 'South Tampa',
  challenge: 'Leaks',
  solution: 'Repipe',
  outcome: 'Dry',
  ...overrides,
});

describe('project form', () => {
  it('starts as a Commercial project with nothing filled in', () => {
    expect(emptyProjectValues()).toMatchObject({ category: 'Commercial', tableOnly: false, image: null, gallery: [] });
  });

  it('requires what spec §5 requires, with its messages; table-only relaxes description, type and image', () => {
    expect(validateProjectForm(emptyProjectValues())).toEqual({
      title: 'Title is required',
      completionDate: 'Completion date is required',
      duration: 'Duration is required',
      location: 'Location is required',
      challenge: 'Challenge is required',
      solution: 'Solution is required',
      outcome: 'Outcome is required',
      description: 'Description is required',
      type: 'Type is required',
      image: 'Image is required',
    });
    expect(validateProjectForm(filled())).toEqual({});
    expect(validateProjectForm(filled({ tableOnly: true, description: ' ', type: '', image: null }))).toEqual({});
    expect(validateProjectForm(filled({ image: { url: '', file: file('new.jpg') } }))).toEqual({});
    expect(tabOf('duration')).toBe('details');
    expect(tabOf('title')).toBe('basic');
  });

  it('uploads picked photos under the spec keys and drops gallery rows that end up without a photo', () => {
    const main = file('main.jpg');
    const second = file('second.jpg');
    const values = filled({
      image: { url: '', file: main },
      gallery: [
        { ...emptyGalleryRow(), photo: { url: '/uploads/projects/p/gallery-0/old-10x10.jpg' }, caption: 'Kept' },
        { ...emptyGalleryRow(), photo: { url: '', file: second }, caption: 'New' },
        { ...emptyGalleryRow(), caption: 'No photo' },
      ],
    });
    expect(pendingUploads('p', values)).toEqual([
      { file: main, key: 'projects/p/main-image' },
      { file: second, key: 'projects/p/gallery-1' },
    ]);
    const input = projectInput(
      'p',
      values,
      new Map([
        [main, '/uploads/main.jpg'],
        [second, '/uploads/second.jpg'],
      ]),
      '2026-11-25T01:30:00.000Z',
    );
    expect(input).toMatchObject({
      id: 'p',
      expectedUpdatedAt: '2026-11-25T01:30:00.000Z',
      image: '/uploads/main.jpg',
      imageUrl: '/uploads/main.jpg',
      category: 'Commercial',
    });
    expect(input.gallery).toEqual([
      { url: '/uploads/projects/p/gallery-0/old-10x10.jpg', caption: 'Kept' },
      { url: '/uploads/second.jpg', caption: 'New' },
    ]);
  });

  it('needs a Spanish title once anything is written in Spanish, sends the Spanish version only then, and keeps its refusals apart (issue #41)', () => {
    const spanish = { ...emptyProjectValues().es, services: ['  ', 'Fontanería'] };
    expect(validateProjectForm(filled({ es: spanish }))).toEqual({ es: 'A Spanish version needs its Spanish title' });
    expect(validateProjectForm(filled({ es: { ...spanish, title: 'Aseos' } }))).toEqual({});
    expect(tabOf('es')).toBe('details');
    expect(projectInput('p', filled({ es: { ...spanish, title: 'Aseos' } }), new Map(), null).es).toMatchObject({ title: 'Aseos' });
    // Blank list items alone are no Spanish version.
    expect(projectInput('p', filled({ es: { ...spanish, services: ['  '] } }), new Map(), null)).not.toHaveProperty('es');
    expect(formFieldOf('es.title', filled())).toBe('es');
    expect(formFieldOf('title', filled())).toBe('title');
  });
});
