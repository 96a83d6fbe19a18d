from rest_framework import serializers

from shop.models import Painting, Tool


class ToolSerializer(serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)
    minimumOrderQuantity = serializers.IntegerField(source="minimum_order_quantity")
    availableQuantity = serializers.IntegerField(source="available_quantity")

    class Meta:
        model = Tool
        fields = [
            "_id",
            "name",
            "description",
            "img",
            "price",
            "minimumOrderQuantity",
            "availableQuantity",
        ]


class PaintingSerializer(serializers.ModelSerializer):
    _id = serializers.IntegerField(source="id", read_only=True)

    class Meta:
        model = Painting
        fields = ["_id", "title", "artist", "img"]
