/** dbplane: Pulumi resources for the hosted database management API and the data-sync gateway. */
export {};
