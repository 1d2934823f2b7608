import type { TAreaMessages } from '../../../i18n/types.ts';

const en = {
  back: 'Back to asset requests',
  col: { requester: 'Requester', assets: 'Assets', total_price: 'Total', time_created: 'Submitted on', status: 'Status' },
  export: 'Export to Excel',
  exported: 'The Excel file was downloaded',
  requestedBy: 'Requested by',
  status: 'Status',
  submitted: 'Submitted',
  handled: 'Handled',
  motivation: 'Motivation',
  approver: 'Handled by',
  approverMessage: 'Message from the approver',
  requestedAssets: 'Requested assets',
  custom: 'Custom',
  noImage: 'No picture',
  openLink: 'Open the product page',
  alreadyHandled: 'This asset request has already been handled',
  message: 'Message for the employee',
  messagePlaceholder: 'Optional',
  customNotice_one: 'This request holds a custom asset: accepting creates a new asset type for it, and the asset for the requester.',
  customNotice_other:
    'This request holds {{count}} custom assets: accepting creates a new asset type for each, and the assets for the requester.',
  acceptedToast: 'Asset request accepted',
  declinedToast: 'Asset request declined',
  person: {
    title: 'Assets',
    none: 'No assets',
    fromRequest: 'From request #{{id}}',
    col: { name: 'Asset', price: 'Price', since: 'Since' },
  },
};

const nl: typeof en = {
  back: 'Terug naar materiaalaanvragen',
  col: { requester: 'Aanvrager', assets: 'Materiaal', total_price: 'Totaal', time_created: 'Ingediend op', status: 'Status' },
  export: 'Exporteren naar Excel',
  exported: 'Het Excel-bestand is gedownload',
  requestedBy: 'Aangevraagd door',
  status: 'Status',
  submitted: 'Ingediend',
  handled: 'Behandeld',
  motivation: 'Motivatie',
  approver: 'Behandeld door',
  approverMessage: 'Bericht van de goedkeurder',
  requestedAssets: 'Aangevraagd materiaal',
  custom: 'Op maat',
  noImage: 'Geen afbeelding',
  openLink: 'Productpagina openen',
  alreadyHandled: 'Deze materiaalaanvraag is al behandeld',
  message: 'Bericht voor de werknemer',
  messagePlaceholder: 'Optioneel',
  customNotice_one:
    'Deze aanvraag bevat materiaal op maat: bij aanvaarden wordt er een nieuw materiaaltype voor aangemaakt, en het materiaal voor de aanvrager.',
  customNotice_other:
    'Deze aanvraag bevat {{count}} stuks materiaal op maat: bij aanvaarden wordt voor elk een nieuw materiaaltype aangemaakt, en het materiaal voor de aanvrager.',
  acceptedToast: 'Materiaalaanvraag aanvaard',
  declinedToast: 'Materiaalaanvraag geweigerd',
  person: {
    title: 'Materiaal',
    none: 'Geen materiaal',
    fromRequest: 'Uit aanvraag #{{id}}',
    col: { name: 'Materiaal', price: 'Prijs', since: 'Sinds' },
  },
};

const fr: typeof en = {
  back: 'Retour aux demandes de matériel',
  col: { requester: 'Demandeur', assets: 'Matériel', total_price: 'Total', time_created: 'Soumise le', status: 'Statut' },
  export: 'Exporter vers Excel',
  exported: 'Le fichier Excel a été téléchargé',
  requestedBy: 'Demandé par',
  status: 'Statut',
  submitted: 'Soumise',
  handled: 'Traitée',
  motivation: 'Motivation',
  approver: 'Traitée par',
  approverMessage: 'Message de l’approbateur',
  requestedAssets: 'Matériel demandé',
  custom: 'Sur mesure',
  noImage: 'Pas d’image',
  openLink: 'Ouvrir la page du produit',
  alreadyHandled: 'Cette demande de matériel a déjà été traitée',
  message: 'Message pour l’employé',
  messagePlaceholder: 'Facultatif',
  customNotice_one:
    'Cette demande contient du matériel sur mesure : l’accepter crée un nouveau type de matériel, et le matériel pour le demandeur.',
  customNotice_other:
    'Cette demande contient {{count}} articles sur mesure : l’accepter crée un nouveau type de matériel pour chacun, et le matériel pour le demandeur.',
  acceptedToast: 'Demande de matériel acceptée',
  declinedToast: 'Demande de matériel refusée',
  person: {
    title: 'Matériel',
    none: 'Aucun matériel',
    fromRequest: 'De la demande n° {{id}}',
    col: { name: 'Matériel', price: 'Prix', since: 'Depuis' },
  },
};

export const assetsMessages: TAreaMessages = { key: 'assets', en, nl, fr };
