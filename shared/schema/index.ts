export * from "./enums";
export * from "./users";
export * from "./reference";
export * from "./projects";
export * from "./profiles";
export * from "./messaging";
export * from "./community";
