// The payments feature's public entry for other features: its panel loads on demand where it is shown.
export const loadContractPaymentsPanel = () => import("./components/contract-payments-panel");
export const loadMyPaymentsCard = () => import("./components/my-payments-card");
export const loadPayoutAccountCard = () => import("./components/payout-account-card");
