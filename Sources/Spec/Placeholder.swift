// Spec
