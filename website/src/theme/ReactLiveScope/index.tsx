import {Button, FeatureGrid, Hero, Logo, ProjectCard} from '@hoverkraft/docusaurus-theme/components';
import React from 'react';

/** What live code blocks can use without importing: React and every public component. */
const ReactLiveScope = {
  React,
  ...React,
  Button,
  FeatureGrid,
  Hero,
  Logo,
  ProjectCard,
};

export default ReactLiveScope;
