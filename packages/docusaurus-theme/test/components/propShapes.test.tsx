import {render} from '@testing-library/react';
import type {ComponentType} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {Button, FeatureGrid, Hero, ProjectCard} from '../../src/components';

/**
 * Props of the wrong shape, as an MDX page or data file easily passes them: the build must stop
 * with a message naming the component, the prop and the shape it expected, never with React's
 * "Objects are not valid as a React child".
 */
const cases: [string, ComponentType<never>, Record<string, unknown>, string][] = [
  [
    'an object as the Hero title',
    Hero as ComponentType<never>,
    {title: {text: 'Welcome'}},
    '<Hero>: title must be text or a React element (or a list of them), got an object with keys text.',
  ],
  ['no Hero title', Hero as ComponentType<never>, {}, '<Hero>: title is required: give it text or a React element.'],
  [
    'an object as a Hero description',
    Hero as ComponentType<never>,
    {title: 'T', description: {en: 'x'}},
    '<Hero>: description must be text or a React element (or a list of them), got an object with keys en.',
  ],
  [
    'a list as a Hero image src',
    Hero as ComponentType<never>,
    {title: 'T', image: {src: ['/a.png'], alt: ''}},
    '<Hero>: image.src must be a string, got a list of 1 item.',
  ],
  [
    'an object as Button children',
    Button as ComponentType<never>,
    {children: {label: 'Go'}, to: '/docs'},
    '<Button>: children must be text or a React element (or a list of them), got an object with keys label.',
  ],
  [
    'a list as a Button href',
    Button as ComponentType<never>,
    {children: 'Go', href: ['https://a.example', 'https://b.example']},
    '<Button>: href must be a string, got a list of 2 items.',
  ],
  [
    'an object inside a ProjectCard tag list',
    ProjectCard as ComponentType<never>,
    {title: 'Repo', tags: ['CLI', {name: 'Go'}]},
    '<ProjectCard>: tags[1] must be text or a React element (or a list of them), got an object with keys name.',
  ],
  [
    'an object as a ProjectCard meta',
    ProjectCard as ComponentType<never>,
    {title: 'Repo', meta: {stars: 210}},
    '<ProjectCard>: meta must be text or a React element (or a list of them), got an object with keys stars.',
  ],
  [
    'a string as a feature',
    FeatureGrid as ComponentType<never>,
    {features: ['Fast']},
    '<FeatureGrid>: features[0] must be an object { title, description, icon?, eyebrow?, id? }, got "Fast".',
  ],
  [
    'an object as a feature description',
    FeatureGrid as ComponentType<never>,
    {features: [{title: 'Fast', description: {md: '**x**'}}]},
    '<FeatureGrid>: features[0].description must be text or a React element (or a list of them), got an object with keys md.',
  ],
];

describe('props of the wrong shape', () => {
  // React logs the error a render throws; the thrown message is what this test reads.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(cases)('%s names the component, the prop and the expected shape', (_, Component, props, message) => {
    const Rendered = Component as ComponentType<Record<string, unknown>>;
    expect(() => render(<Rendered {...props} />)).toThrow(`[@hoverkraft/docusaurus-theme] ${message}`);
  });

  it.each(cases)('%s is never reported as "Objects are not valid as a React child"', (_, Component, props) => {
    const Rendered = Component as ComponentType<Record<string, unknown>>;
    expect(() => render(<Rendered {...props} />)).not.toThrow(/Objects are not valid as a React child/);
  });
});
