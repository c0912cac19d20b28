"""Génial (Ingenious / Einfach Genial by Reiner Knizia): the rules engine."""
