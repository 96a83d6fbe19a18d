"""The demo catalogue: tools, paintings and reviews shown by `manage.py seed_demo`.

Each image is drawn by the project (ops/demo_images/) and copied into media storage.
"""

TOOLS = [
    (
        "round-brush-set",
        "Round Sable Brush Set",
        "Three kolinsky sable rounds (sizes 2, 6 and 10) that hold a fine point and a generous load of paint.",
        "34.50",
        2,
        120,
    ),
    (
        "flat-brush",
        "Flat Synthetic Brush",
        "A 1-inch flat with springy taklon bristles for crisp edges, washes and blocking in large areas.",
        "9.90",
        5,
        300,
    ),
    (
        "palette-knife",
        "Stainless Palette Knife",
        "A cranked, flexible stainless blade for mixing colour and laying down thick impasto strokes.",
        "7.25",
        5,
        250,
    ),
    (
        "wooden-palette",
        "Wooden Mixing Palette",
        "A kidney-shaped beech palette with a comfortable thumb hole, sealed so oils wipe off cleanly.",
        "18.00",
        3,
        80,
    ),
    (
        "studio-easel",
        "Beech Studio Easel",
        "A sturdy A-frame easel in oiled beech that holds canvases up to 120 cm and tilts for watercolour.",
        "129.00",
        1,
        25,
    ),
    (
        "stretched-canvas",
        "Stretched Cotton Canvas",
        "Triple-primed 380 g cotton on deep pine stretcher bars, stapled on the back, ready to paint.",
        "14.75",
        4,
        200,
    ),
    (
        "oil-paint-tubes",
        "Oil Paint Set (12 tubes)",
        "Twelve 37 ml tubes of artist-grade oil colour with high pigment load and a buttery consistency.",
        "56.00",
        1,
        60,
    ),
    (
        "watercolor-pan-set",
        "Watercolour Pan Set",
        "Twelve half pans of rich, re-wettable watercolour in a metal tin with a built-in mixing lid.",
        "42.00",
        1,
        90,
    ),
    (
        "acrylic-jars",
        "Acrylic Paint Jars",
        "Four 250 ml jars of heavy-body acrylic in primary colours and white that dry fast and flexible.",
        "24.60",
        2,
        150,
    ),
    (
        "sketchbook",
        "Mixed Media Sketchbook",
        "A spiral-bound A4 book of 200 g paper that takes pencil, ink, gouache and light washes.",
        "12.40",
        3,
        180,
    ),
    (
        "gesso-primer",
        "Gesso Primer (1 L)",
        "An acrylic gesso that primes canvas, wood and paper with a smooth, toothy white ground.",
        "19.95",
        2,
        110,
    ),
    (
        "brush-cleaner-jar",
        "Brush Washer Jar",
        "A glass washer jar with a coil insert that holds brushes upright and keeps sludge at the bottom.",
        "11.30",
        2,
        140,
    ),
    (
        "charcoal-sticks",
        "Willow Charcoal Sticks",
        "A bundle of 25 natural willow charcoal sticks for loose, expressive drawing and underpainting.",
        "6.80",
        5,
        400,
    ),
    (
        "linseed-oil",
        "Refined Linseed Oil",
        "A pale, refined linseed oil that improves flow and gloss and slows the drying of oil colour.",
        "8.90",
        3,
        160,
    ),
]

# slug, title, artist, description, price, medium, width x height in cm (as it hangs:
# with the frame when framed), framed, year. The pictures are 16:7, and so are the works.
PAINTINGS = [
    (
        "sunrise-over-hills",
        "Sunrise over the Hills",
        "Elena Vasquez",
        "Early light spills over rolling hills in warm layers of cadmium orange and rose, "
        "painted wet-in-wet on stretched linen.",
        "1250.00",
        "oil",
        "112.0",
        "49.0",
        True,
        2022,
    ),
    (
        "harbour-at-dusk",
        "Harbour at Dusk",
        "Tomas Lindqvist",
        "Fishing boats settle into a violet evening; the harbour lights are laid in with "
        "thick palette-knife strokes.",
        "980.00",
        "acrylic",
        "96.0",
        "42.0",
        False,
        2021,
    ),
    (
        "lavender-field",
        "Lavender Field",
        "Claire Dubois",
        "Rows of lavender run to a far farmhouse under a summer sky, in transparent washes "
        "on cold-pressed cotton paper.",
        "640.00",
        "watercolour",
        "80.0",
        "35.0",
        True,
        2023,
    ),
    (
        "winter-birches",
        "Winter Birches",
        "Anya Petrova",
        "Pale birch trunks against blue snow shadows, in opaque gouache with scratched-out "
        "highlights.",
        "520.00",
        "gouache",
        "64.0",
        "28.0",
        False,
        2020,
    ),
    (
        "still-life-lemons",
        "Still Life with Lemons",
        "Marco Bellini",
        "A bowl of lemons on a folded cloth, glazed in the old manner over a warm umber ground.",
        "1480.00",
        "oil",
        "91.5",
        "40.0",
        True,
        2019,
    ),
    (
        "city-rain",
        "City in the Rain",
        "Hiro Tanaka",
        "Umbrellas and neon reflections on a wet street, in ink and wash with touches of acrylic.",
        "760.00",
        "mixed",
        "72.0",
        "31.5",
        False,
        2024,
    ),
    (
        "abstract-waves",
        "Abstract Waves",
        "Nia Okafor",
        "Sweeping bands of teal, ultramarine and white, poured and dragged across a large "
        "gallery-wrapped canvas.",
        "2100.00",
        "acrylic",
        "160.0",
        "70.0",
        False,
        2024,
    ),
    (
        "mountain-lake",
        "Mountain Lake",
        "Lucas Meyer",
        "A still alpine lake mirrors the peaks at noon; soft pastel layered on sanded "
        "paper, framed behind glass.",
        "890.00",
        "pastel",
        "88.0",
        "38.5",
        True,
        2023,
    ),
]

REVIEWS = [
    (
        "Sophia Turner",
        "The sable brush set is wonderful: it keeps a perfect point after weeks of daily use. Delivery was quick and the packaging careful.",
    ),
    (
        "Daniel Okoye",
        "I ordered fifty canvases for my art class and every single one arrived tight and evenly primed. Great value for schools.",
    ),
    (
        "Mei Chen",
        "The watercolour pans re-wet beautifully and the colours are vivid. The tin is small enough for painting outdoors.",
    ),
    (
        "Lucas Moreau",
        "Solid easel, easy to assemble, and it does not wobble even with a large canvas. I only wish it came in walnut.",
    ),
    (
        "Amara Singh",
        "Friendly service: they helped me pick a primer for wood panels and it worked exactly as they described.",
    ),
    (
        "Jonas Berg",
        "Heavy-body acrylics with real pigment. Ordering a larger quantity was simple and the price per jar dropped nicely.",
    ),
]

ADMIN_EMAIL = "admin@example.com"
DEMO_USERS = [
    # email, password, name, is admin (their Firebase uids: seed_demo.demo_uid)
    (ADMIN_EMAIL, "adminpass", "Shop Admin", True),
    ("customer@example.com", "customerpass", "Casey Customer", False),
]

# Where each demo tool sits: (its category's path, its brand). The brands are the demo's own.
TOOL_PLACES = {
    "round-brush-set": (("Brushes", "Round brushes"), "Kolinsky & Co"),
    "flat-brush": (("Brushes", "Flat brushes"), "Kolinsky & Co"),
    "palette-knife": (("Studio", "Palettes and knives"), "Studio Oak"),
    "wooden-palette": (("Studio", "Palettes and knives"), "Studio Oak"),
    "studio-easel": (("Studio", "Easels"), "Studio Oak"),
    "stretched-canvas": (("Surfaces", "Canvas"), "Northlight"),
    "oil-paint-tubes": (("Paints", "Oil paints"), "Pigmenta"),
    "watercolor-pan-set": (("Paints", "Watercolours"), "Pigmenta"),
    "acrylic-jars": (("Paints", "Acrylics"), "Atelier Verre"),
    "sketchbook": (("Surfaces", "Paper"), "Northlight"),
    "gesso-primer": (("Mediums and care",), "Atelier Verre"),
    "brush-cleaner-jar": (("Mediums and care",), "Atelier Verre"),
    "charcoal-sticks": (("Drawing",), "Northlight"),
    "linseed-oil": (("Mediums and care",), "Pigmenta"),
}
